import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Operational tables that are not read models of the log: they hold fast-changing or secret
 * state that has no business being an event (session activity, failed-login counters) and the
 * outbox of messages to citizens (whose bodies may carry a one-time secret).
 */
export class Operations1763700002000 implements MigrationInterface {
  name = 'Operations1763700002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE session_activity (
        session_id   uuid PRIMARY KEY,
        last_seen_at timestamptz NOT NULL
      );

      CREATE TABLE auth_throttle (
        key               text PRIMARY KEY,
        failures          integer NOT NULL,
        window_started_at timestamptz NOT NULL,
        locked_until      timestamptz
      );

      CREATE TABLE outbound_messages (
        id          uuid PRIMARY KEY,
        channel     text NOT NULL CHECK (channel IN ('email', 'sms')),
        recipient   text NOT NULL,
        subject     text,
        body        text NOT NULL,
        purpose     text NOT NULL,
        status      text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'kept', 'failed')),
        attempts    integer NOT NULL DEFAULT 0,
        last_error  text,
        provider_id text,
        created_at  timestamptz NOT NULL DEFAULT now(),
        sent_at     timestamptz
      );
      CREATE INDEX outbound_messages_created_idx ON outbound_messages (created_at DESC);
      CREATE INDEX outbound_messages_recipient_idx ON outbound_messages (recipient);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE outbound_messages; DROP TABLE auth_throttle; DROP TABLE session_activity;');
  }
}
