import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event log: the single source of truth. `streams` carries each stream's version so the
 * optimistic check is one conditional UPDATE; `events` is append-only; `transaction_id` lets
 * catch-up subscriptions read only below the oldest running transaction, so an event whose
 * transaction commits late is never skipped.
 */
export class EventStore1763700000000 implements MigrationInterface {
  name = 'EventStore1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE streams (
        stream_id   text PRIMARY KEY,
        stream_type text NOT NULL,
        version     integer NOT NULL CHECK (version > 0)
      );
      CREATE TABLE events (
        global_position bigserial PRIMARY KEY,
        stream_id       text NOT NULL REFERENCES streams (stream_id),
        stream_type     text NOT NULL,
        stream_version  integer NOT NULL,
        type            text NOT NULL,
        data            jsonb NOT NULL,
        metadata        jsonb NOT NULL DEFAULT '{}'::jsonb,
        recorded_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
        transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
        CONSTRAINT events_stream_version_key UNIQUE (stream_id, stream_version)
      );
      CREATE INDEX events_transaction_order_idx ON events (transaction_id, global_position);
      CREATE INDEX events_type_idx ON events (type, global_position);
      CREATE INDEX events_stream_type_idx ON events (stream_type, global_position);
      CREATE INDEX events_recorded_at_idx ON events (recorded_at);

      -- The log is append-only: refuse UPDATE and DELETE even from a buggy caller.
      CREATE FUNCTION events_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'events are append-only'; END $$;
      CREATE TRIGGER events_no_update BEFORE UPDATE OR DELETE ON events
        FOR EACH ROW EXECUTE FUNCTION events_are_immutable();

      CREATE TABLE event_idempotency_keys (
        key            text PRIMARY KEY,
        stream_id      text NOT NULL,
        stream_version integer,
        positions      bigint[],
        created_at     timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE subscription_checkpoints (
        name                text PRIMARY KEY,
        last_transaction_id xid8 NOT NULL DEFAULT '0',
        last_position       bigint NOT NULL DEFAULT 0,
        updated_at          timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE subscription_checkpoints;
      DROP TABLE event_idempotency_keys;
      DROP TABLE events;
      DROP FUNCTION events_are_immutable();
      DROP TABLE streams;
    `);
  }
}
