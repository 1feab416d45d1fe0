import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Complaints read models, written only by the projections in libs/complaints (rebuilt from the
 * log by `npm run projections:rebuild`), plus the registration-number counter, which is not a
 * read model and is never rebuilt.
 *
 * Overdue is not stored: it depends on the clock, so queries compute it as
 *   status IN ('pending', 'under_review', 'in_progress') AND due_at < now()
 * (the partial index complaints_open_due_idx serves the admin overdue view).
 * No foreign keys between these tables: a rebuild truncates and refills each on its own.
 */
export class Complaints1763700003000 implements MigrationInterface {
  name = 'Complaints1763700003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE complaints (
        id                    uuid PRIMARY KEY,
        registration_number   text NOT NULL,
        author_id             uuid NOT NULL,
        author_display_name   text NOT NULL,
        title                 text NOT NULL,
        description           text NOT NULL,
        category              text NOT NULL,
        location              text,
        urgency               text NOT NULL CHECK (urgency IN ('low', 'medium', 'high')),
        -- The spec's urgency sort: high 3, medium 2, low 1.
        urgency_weight        smallint GENERATED ALWAYS AS (
                                CASE urgency WHEN 'high' THEN 3 WHEN 'medium' THEN 2 ELSE 1 END) STORED,
        status                text NOT NULL,
        status_reason         text,
        department            text NOT NULL,
        tags                  text[] NOT NULL DEFAULT '{}',
        upvotes               integer NOT NULL DEFAULT 0,
        comments              integer NOT NULL DEFAULT 0,
        evidence_count        integer NOT NULL DEFAULT 0,
        filed_at              timestamptz NOT NULL,
        -- The deadline given at filing (or by the appeal): "resolved within deadline" statistics.
        original_due_at       timestamptz NOT NULL,
        -- The deadline that counts now (moved by an interim reply): overdue and the citizen's date.
        due_at                timestamptz NOT NULL,
        interim_reply_text    text,
        interim_replied_at    timestamptz,
        disposed_at           timestamptz,
        resolved_at           timestamptz,
        appealed_at           timestamptz,
        appeal_reason         text,
        feedback_rating       smallint,
        feedback_comment      text,
        feedback_at           timestamptz,
        duplicate_of_id       uuid,
        duplicate_of_number   text,
        revision              integer NOT NULL DEFAULT 0,
        post_to_social        boolean NOT NULL,
        social_status         text NOT NULL,
        -- Shown in the public list: not meant for social posting, or approved by a moderator
        -- (the same rule as isPubliclyListed in libs/complaints).
        publicly_listed       boolean GENERATED ALWAYS AS (
                                social_status IN ('not_requested', 'approved', 'scheduled', 'posted', 'failed')) STORED,
        screening_verdict     text,
        screening_findings    jsonb,
        redacted_text         text,
        screened_at           timestamptz,
        moderated_by          text,
        moderated_at          timestamptz,
        moderation_reason     text,
        social_post_text      text,
        social_post_attempts  integer NOT NULL DEFAULT 0,
        social_post_channel   text,
        social_post_id        text,
        social_post_url       text,
        social_post_error     text,
        social_post_retryable boolean,
        posted_at             timestamptz,
        -- Word search over the citizen's text ('simple': no stemming, works for Hindi too).
        search                tsvector GENERATED ALWAYS AS (
                                to_tsvector('simple'::regconfig,
                                  title || ' ' || description || ' ' || coalesce(location, ''))) STORED,
        updated_at            timestamptz NOT NULL,
        version               integer NOT NULL
      );
      CREATE UNIQUE INDEX complaints_registration_number_key ON complaints (registration_number);
      -- The public list: filters by status, category and urgency; sorts recent, most upvoted, urgency.
      CREATE INDEX complaints_filed_at_idx ON complaints (filed_at DESC, id DESC);
      CREATE INDEX complaints_status_idx ON complaints (status, filed_at DESC);
      CREATE INDEX complaints_category_idx ON complaints (category, filed_at DESC);
      CREATE INDEX complaints_urgency_idx ON complaints (urgency_weight DESC, filed_at DESC);
      CREATE INDEX complaints_upvotes_idx ON complaints (upvotes DESC, filed_at DESC);
      CREATE INDEX complaints_public_idx ON complaints (filed_at DESC) WHERE publicly_listed;
      CREATE INDEX complaints_search_idx ON complaints USING gin (search);
      -- "My complaints".
      CREATE INDEX complaints_author_idx ON complaints (author_id, filed_at DESC);
      -- The admin moderation queue and overdue view.
      CREATE INDEX complaints_social_status_idx ON complaints (social_status, screened_at);
      CREATE INDEX complaints_open_due_idx ON complaints (due_at)
        WHERE status IN ('pending', 'under_review', 'in_progress');

      CREATE TABLE complaint_votes (
        complaint_id uuid NOT NULL,
        citizen_id   uuid NOT NULL,
        upvoted_at   timestamptz NOT NULL,
        PRIMARY KEY (complaint_id, citizen_id)
      );
      CREATE INDEX complaint_votes_citizen_idx ON complaint_votes (citizen_id);

      -- One row per event of the stream (position = stream version), for the detail page.
      -- audience: 'public' (everyone), 'participants' (the author and staff), 'staff'.
      CREATE TABLE complaint_timeline (
        complaint_id uuid NOT NULL,
        position     integer NOT NULL,
        type         text NOT NULL,
        summary      jsonb NOT NULL,
        actor_id     text,
        audience     text NOT NULL CHECK (audience IN ('public', 'participants', 'staff')),
        at           timestamptz NOT NULL,
        PRIMARY KEY (complaint_id, position)
      );

      CREATE TABLE complaint_evidence (
        id           uuid PRIMARY KEY,
        complaint_id uuid NOT NULL,
        kind         text NOT NULL CHECK (kind IN ('photo', 'voice', 'document')),
        mime         text NOT NULL,
        size         integer NOT NULL,
        stored_name  text NOT NULL,
        attached_by  text NOT NULL,
        attached_at  timestamptz NOT NULL
      );
      CREATE INDEX complaint_evidence_complaint_idx ON complaint_evidence (complaint_id, attached_at);

      -- Registration numbers JS-<year>-<number>, gapless per year. Not a read model (a rebuild
      -- leaves it alone). The API takes the next number inside the transaction that appends
      -- ComplaintFiled (PostgresEventStore.appendUsing on a client it opened with BEGIN):
      --
      --   INSERT INTO complaint_registration_counters (year, last_number) VALUES ($1, 1)
      --   ON CONFLICT (year) DO UPDATE
      --     SET last_number = complaint_registration_counters.last_number + 1
      --   RETURNING last_number;
      --
      -- The row lock serialises filings for the rest of that (short) transaction, and a filing
      -- that rolls back (refused, crashed) rolls its number back too, so citizens never see a
      -- gap. A sequence would not do: nextval() is never rolled back.
      CREATE TABLE complaint_registration_counters (
        year        integer PRIMARY KEY,
        last_number integer NOT NULL CHECK (last_number > 0)
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE complaint_registration_counters;
      DROP TABLE complaint_evidence;
      DROP TABLE complaint_timeline;
      DROP TABLE complaint_votes;
      DROP TABLE complaints;
    `);
  }
}
