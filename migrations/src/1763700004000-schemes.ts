import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public scheme catalogue (a projection of scheme-<id> streams) with PostgreSQL full-text
 * search (English stemming plus the 'simple' configuration, which keeps Hindi words whole) and
 * trigram similarity for typos; citizens' bookmarks and their eligibility answers.
 */
export class Schemes1763700004000 implements MigrationInterface {
  name = 'Schemes1763700004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE TABLE schemes (
        id              text PRIMARY KEY,
        status          text NOT NULL,
        category        text NOT NULL,
        also_in         text[] NOT NULL DEFAULT '{}',
        level           text NOT NULL,
        state           text NOT NULL,
        deadline        date,
        max_benefit_inr numeric,
        beneficiaries   bigint,
        document        jsonb NOT NULL,
        search_text     text NOT NULL,
        -- Names, short names and tags only: the short text typo matching runs on.
        search_keys     text NOT NULL,
        search_vector   tsvector NOT NULL,
        published_at    timestamptz NOT NULL,
        updated_at      timestamptz NOT NULL,
        version         integer NOT NULL
      );
      CREATE INDEX schemes_search_vector_idx ON schemes USING gin (search_vector);
      CREATE INDEX schemes_search_trgm_idx ON schemes USING gin (search_keys gin_trgm_ops);
      CREATE INDEX schemes_category_idx ON schemes (category);
      CREATE INDEX schemes_state_idx ON schemes (state);

      CREATE TABLE scheme_bookmarks (
        user_id    uuid NOT NULL,
        scheme_id  text NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, scheme_id)
      );
      CREATE INDEX scheme_bookmarks_recent_idx ON scheme_bookmarks (scheme_id, created_at DESC);

      CREATE TABLE eligibility_answers (
        user_id    uuid PRIMARY KEY,
        answers    jsonb NOT NULL,
        updated_at timestamptz NOT NULL
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE eligibility_answers; DROP TABLE scheme_bookmarks; DROP TABLE schemes;');
  }
}
