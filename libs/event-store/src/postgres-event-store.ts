import type { Pool, PoolClient } from 'pg';
import { ConcurrencyError, UniqueViolationError } from './errors';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './row-mapping';
import type {
  AppendOptions,
  AppendResult,
  DomainEvent,
  ExpectedVersion,
  InlineProjection,
  RecordedEvent,
  SqlExecutor,
} from './types';

const PG_UNIQUE_VIOLATION = '23505';

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
}

/** Stream type is the id's prefix: `user-9f1c…` belongs to `user`. */
export function streamTypeOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
}

/**
 * Append-only event store on PostgreSQL (schema in migrations/). Optimistic concurrency is
 * enforced on the `streams` row: the version check and bump is one conditional UPDATE, so of
 * many writers at the same expected version exactly one wins and the others get a
 * ConcurrencyError without writing anything.
 */
export class PostgresEventStore {
  private readonly projectionsByType = new Map<string, InlineProjection[]>();

  constructor(
    readonly pool: Pool,
    projections: readonly InlineProjection[] = [],
  ) {
    for (const projection of projections) {
      for (const type of projection.handles) {
        const list = this.projectionsByType.get(type) ?? [];
        list.push(projection);
        this.projectionsByType.set(type, list);
      }
    }
  }

  async append(
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly DomainEvent[],
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const needsTransaction =
      Boolean(options.idempotencyKey) || Boolean(options.inTransaction) || events.some((event) => this.projectionsByType.has(event.type));
    if (!needsTransaction) {
      // One statement, one round trip: the version check and the insert commit together.
      try {
        const recorded = await this.writeEvents(this.pool, streamId, expectedVersion, events, options);
        this.wakeSubscribers();
        return {
          streamId,
          nextExpectedVersion: recorded.at(-1)!.streamVersion,
          positions: recorded.map((event) => event.globalPosition),
          replayed: false,
        };
      } catch (error) {
        throw translatePgError(error);
      }
    }
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await this.appendUsing(client, streamId, expectedVersion, events, options);
      await client.query('COMMIT');
      if (!result.replayed) this.wakeSubscribers();
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw translatePgError(error);
    } finally {
      client.release();
    }
  }

  /**
   * Appends inside a transaction the caller opened on `client` (BEGIN … COMMIT are theirs).
   * For writes that must be atomic with other statements of the caller's. Subscribers find
   * these events by polling; call wakeSubscribers() after COMMIT to wake them at once.
   */
  async appendUsing(
    client: PoolClient,
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly DomainEvent[],
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    if (options.idempotencyKey) {
      // A concurrent append with the same key blocks here until the first commits, then
      // finds the key taken: the retried request records nothing a second time.
      const claimed = await client.query(
        `INSERT INTO event_idempotency_keys (key, stream_id) VALUES ($1, $2)
         ON CONFLICT (key) DO NOTHING RETURNING key`,
        [options.idempotencyKey, streamId],
      );
      if (claimed.rowCount === 0) return this.previousResult(client, options.idempotencyKey);
    }
    const recorded = await this.writeEvents(client, streamId, expectedVersion, events, options);
    const result: AppendResult = {
      streamId,
      nextExpectedVersion: recorded.at(-1)!.streamVersion,
      positions: recorded.map((event) => event.globalPosition),
      replayed: false,
    };
    if (options.idempotencyKey) {
      await client.query(`UPDATE event_idempotency_keys SET stream_version = $2, positions = $3 WHERE key = $1`, [
        options.idempotencyKey,
        result.nextExpectedVersion,
        result.positions,
      ]);
    }
    await this.project(recorded, client);
    if (options.inTransaction) await options.inTransaction(client, result);
    return result;
  }

  /**
   * Checks and bumps the stream's version and inserts the events in one statement. The
   * conditional UPDATE (or INSERT … ON CONFLICT) of the `streams` row is the optimistic check:
   * of many writers at the same expected version exactly one finds the row as expected; the
   * others insert nothing and get a ConcurrencyError.
   */
  private async writeEvents(
    executor: SqlExecutor,
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly DomainEvent[],
    options: AppendOptions,
  ): Promise<RecordedEvent[]> {
    const bump =
      expectedVersion === 'any'
        ? `INSERT INTO streams (stream_id, stream_type, version) VALUES ($1, $2, $5)
           ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + EXCLUDED.version
           RETURNING version - $5 AS base`
        : expectedVersion === 0
          ? `INSERT INTO streams (stream_id, stream_type, version) VALUES ($1, $2, $5)
             ON CONFLICT (stream_id) DO NOTHING RETURNING 0 AS base`
          : `UPDATE streams SET version = version + $5 WHERE stream_id = $1 AND version = $6 RETURNING version - $5 AS base`;
    const params: unknown[] = [
      streamId,
      streamTypeOf(streamId),
      JSON.stringify(options.metadata ?? {}),
      JSON.stringify(events.map((event) => ({ type: event.type, data: event.data ?? {} }))),
      events.length,
    ];
    if (typeof expectedVersion === 'number' && expectedVersion > 0) params.push(expectedVersion);
    const inserted = await executor.query<EventRow & Record<string, unknown>>(
      `WITH bumped AS (${bump})
       INSERT INTO events (stream_id, stream_type, stream_version, type, data, metadata)
       SELECT $1, $2, bumped.base + e.ord, e.event->>'type', e.event->'data', $3::jsonb
         FROM bumped, jsonb_array_elements($4::jsonb) WITH ORDINALITY AS e(event, ord)
        ORDER BY e.ord
       RETURNING ${EVENT_COLUMNS}`,
      params,
    );
    if (inserted.rows.length === 0) {
      throw new ConcurrencyError(streamId, expectedVersion, await this.versionUsing(executor, streamId));
    }
    return inserted.rows.map((row) => toRecordedEvent(row)).sort((a, b) => a.streamVersion - b.streamVersion);
  }

  private notifyInFlight = false;
  private notifyAgain = false;

  /**
   * Wakes catch-up subscribers (LISTEN events_appended). Sent after commit, never inside an
   * append's transaction: a transaction that notifies takes a server-wide lock until its
   * commit is flushed, which would make every append commit one after another. Coalesced to
   * one notice in flight; subscribers poll as well, so a lost notice costs only latency.
   */
  wakeSubscribers(): void {
    if (this.notifyInFlight) {
      this.notifyAgain = true;
      return;
    }
    this.notifyInFlight = true;
    this.pool
      .query(`SELECT pg_notify('events_appended', '')`)
      .catch(() => undefined)
      .finally(() => {
        this.notifyInFlight = false;
        if (this.notifyAgain) {
          this.notifyAgain = false;
          this.wakeSubscribers();
        }
      });
  }

  private async previousResult(client: PoolClient, key: string): Promise<AppendResult> {
    const row = await client.query<{ stream_id: string; stream_version: number; positions: string[] }>(
      `SELECT stream_id, stream_version, positions FROM event_idempotency_keys WHERE key = $1`,
      [key],
    );
    const previous = row.rows[0]!;
    return {
      streamId: previous.stream_id,
      nextExpectedVersion: previous.stream_version,
      positions: previous.positions.map(Number),
      replayed: true,
    };
  }

  private async project(events: readonly RecordedEvent[], tx: SqlExecutor): Promise<void> {
    for (const event of events) {
      for (const projection of this.projectionsByType.get(event.type) ?? []) {
        await projection.apply(event, tx);
      }
    }
  }

  /** The stream's current version, or null when it does not exist. */
  currentVersion(streamId: string): Promise<number | null> {
    return this.versionUsing(this.pool, streamId);
  }

  // Inside an append the check must reuse the append's own client: asking the pool for a second
  // one while holding the first deadlocks once every pooled client is held by a waiting writer.
  private async versionUsing(executor: SqlExecutor, streamId: string): Promise<number | null> {
    const row = await executor.query<{ version: number }>('SELECT version FROM streams WHERE stream_id = $1', [streamId]);
    return row.rows[0]?.version ?? null;
  }

  /** Events of one stream in version order, from `fromVersion` (inclusive). */
  async readStream(streamId: string, fromVersion = 1): Promise<RecordedEvent[]> {
    const rows = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND stream_version >= $2
       ORDER BY stream_version`,
      [streamId, fromVersion],
    );
    return rows.rows.map(toRecordedEvent);
  }

  /**
   * Committed events after `afterPosition` in global-position order. For ad-hoc reading and
   * audits; consumers that must not miss late commits use a CatchUpSubscription instead.
   */
  async readAll(afterPosition = 0, limit = 1000): Promise<RecordedEvent[]> {
    const rows = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
      [afterPosition, limit],
    );
    return rows.rows.map(toRecordedEvent);
  }

  /**
   * Folds a stream into state with the aggregate's own evolve function.
   * Returns the state and the version to pass as the next expected version.
   */
  async aggregate<S, E extends DomainEvent>(
    streamId: string,
    evolve: (state: S, event: E) => S,
    initial: S,
  ): Promise<{ state: S; version: number }> {
    const events = await this.readStream(streamId);
    let state = initial;
    for (const event of events) state = evolve(state, { type: event.type, data: event.data } as E);
    return { state, version: events.at(-1)?.streamVersion ?? 0 };
  }
}

function translatePgError(error: unknown): unknown {
  const pgError = error as PgError;
  if (pgError?.code !== PG_UNIQUE_VIOLATION || !pgError.constraint) return error;
  if (pgError.constraint === 'events_stream_version_key' || pgError.constraint === 'streams_pkey') {
    return new ConcurrencyError('unknown', 'any', null);
  }
  return new UniqueViolationError(pgError.constraint, pgError.detail);
}
