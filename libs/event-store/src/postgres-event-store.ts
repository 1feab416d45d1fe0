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
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await this.appendUsing(client, streamId, expectedVersion, events, options);
      await client.query('COMMIT');
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
   * For writes that must be atomic with other statements of the caller's.
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

    const streamType = streamTypeOf(streamId);
    const nextVersion = await this.bumpStreamVersion(client, streamId, streamType, expectedVersion, events.length);
    const firstVersion = nextVersion - events.length + 1;

    const values: string[] = [];
    const params: unknown[] = [streamId, streamType, JSON.stringify(options.metadata ?? {})];
    events.forEach((event, index) => {
      const base = params.length;
      values.push(`($1, $2, $${base + 1}, $${base + 2}, $${base + 3}::jsonb, $3::jsonb)`);
      params.push(firstVersion + index, event.type, JSON.stringify(event.data ?? {}));
    });
    const inserted = await client.query<EventRow>(
      `INSERT INTO events (stream_id, stream_type, stream_version, type, data, metadata)
       VALUES ${values.join(', ')}
       RETURNING ${EVENT_COLUMNS}`,
      params,
    );
    const recorded = inserted.rows.map(toRecordedEvent).sort((a, b) => a.streamVersion - b.streamVersion);

    const result: AppendResult = {
      streamId,
      nextExpectedVersion: nextVersion,
      positions: recorded.map((event) => event.globalPosition),
      replayed: false,
    };
    if (options.idempotencyKey) {
      await client.query(
        `UPDATE event_idempotency_keys SET stream_version = $2, positions = $3 WHERE key = $1`,
        [options.idempotencyKey, nextVersion, result.positions],
      );
    }
    await this.project(recorded, client);
    if (options.inTransaction) await options.inTransaction(client, result);
    // Wakes catch-up subscribers on commit; they poll as well, so a lost notice costs latency only.
    await client.query(`SELECT pg_notify('events_appended', $1)`, [streamType]);
    return result;
  }

  private async bumpStreamVersion(
    client: PoolClient,
    streamId: string,
    streamType: string,
    expectedVersion: ExpectedVersion,
    count: number,
  ): Promise<number> {
    if (expectedVersion === 'any') {
      const row = await client.query<{ version: number }>(
        `INSERT INTO streams (stream_id, stream_type, version) VALUES ($1, $2, $3)
         ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + EXCLUDED.version
         RETURNING version`,
        [streamId, streamType, count],
      );
      return row.rows[0]!.version;
    }
    if (expectedVersion === 0) {
      const row = await client.query<{ version: number }>(
        `INSERT INTO streams (stream_id, stream_type, version) VALUES ($1, $2, $3)
         ON CONFLICT (stream_id) DO NOTHING RETURNING version`,
        [streamId, streamType, count],
      );
      if (row.rowCount === 0) throw new ConcurrencyError(streamId, 0, await this.versionUsing(client, streamId));
      return count;
    }
    const row = await client.query<{ version: number }>(
      `UPDATE streams SET version = version + $3 WHERE stream_id = $1 AND version = $2 RETURNING version`,
      [streamId, expectedVersion, count],
    );
    if (row.rowCount === 0) {
      throw new ConcurrencyError(streamId, expectedVersion, await this.versionUsing(client, streamId));
    }
    return row.rows[0]!.version;
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
