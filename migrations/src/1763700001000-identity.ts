import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity read models, written only by the projections in libs/identity (rebuilt from the
 * log by `npm run projections:rebuild`). The unique indexes on users are the rule "one
 * account per e-mail (any case) and per phone": a violation in the append's transaction
 * becomes UniqueViolationError('users_email_key' | 'users_phone_key') and a 409.
 * No foreign keys between these tables: a rebuild truncates and refills each on its own.
 */
export class Identity1763700001000 implements MigrationInterface {
  name = 'Identity1763700001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id                uuid PRIMARY KEY,
        email             text NOT NULL,
        phone             text NOT NULL,
        first_name        text NOT NULL,
        last_name         text NOT NULL,
        role              text NOT NULL DEFAULT 'user',
        date_of_birth     date,
        gender            text,
        address           jsonb,
        occupation        text,
        annual_income     bigint,
        category          text,
        profile_image     text,
        phone_verified    boolean NOT NULL DEFAULT false,
        preferences       jsonb NOT NULL DEFAULT '{}'::jsonb,
        password_hash     text NOT NULL,
        created_at        timestamptz NOT NULL,
        updated_at        timestamptz NOT NULL,
        last_signed_in_at timestamptz,
        version           integer NOT NULL
      );
      CREATE UNIQUE INDEX users_email_key ON users (lower(email));
      CREATE UNIQUE INDEX users_phone_key ON users (phone);
      -- Admin list: newest first (keyset on created_at, id), filter by role, search by name prefix.
      CREATE INDEX users_created_at_idx ON users (created_at DESC, id DESC);
      CREATE INDEX users_role_idx ON users (role, created_at DESC);
      CREATE INDEX users_full_name_idx ON users (lower(first_name || ' ' || last_name) text_pattern_ops);

      CREATE TABLE sessions (
        id            uuid PRIMARY KEY,
        user_id       uuid NOT NULL,
        method        text NOT NULL,
        ip            text,
        user_agent    text,
        created_at    timestamptz NOT NULL,
        revoked_at    timestamptz,
        revoke_reason text
      );
      CREATE INDEX sessions_user_id_idx ON sessions (user_id, created_at DESC);

      CREATE TABLE password_resets (
        token_hash     text PRIMARY KEY,
        user_id        uuid NOT NULL,
        requested_at   timestamptz NOT NULL,
        expires_at     timestamptz NOT NULL,
        used_at        timestamptz,
        invalidated_at timestamptz
      );
      CREATE INDEX password_resets_user_id_idx ON password_resets (user_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE password_resets;
      DROP TABLE sessions;
      DROP TABLE users;
    `);
  }
}
