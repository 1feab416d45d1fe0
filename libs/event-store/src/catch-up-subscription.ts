import type { Pool, PoolClient } from 'pg';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './row-mapping';
import type { RecordedEvent, SqlExecutor } from './types';

export interface Checkpoint {
  transactionId: string;
  position: number;
}

export interface CatchUpSubscriptionOptions {
  /** Unique name; the checkpoint row and the single-runner lock are keyed by it. */
  name: string;
  pool: Pool;
  /**
   * Handles one batch. With `transactional` (the default) it runs in the transaction that
   * also moves the checkpoint, so a database read model sees each event exactly once. Without
   * it, the checkpoint moves after the handler returns: at-least-once, for side effects that
   * are idempotent on their own (e.g. BullMQ jobs with a jobId from the event's position).
   */
  handle(events: RecordedEvent[], tx: SqlExecutor): Promise<void>;
  transactional?: boolean;
  /** Only these event types (the checkpoint still advances past everything read). */
  eventTypes?: readonly string[];
  batchSize?: number;
  /** Poll interval when idle; notifications from appends wake the loop sooner. */
  pollIntervalMs?: number;
  /** Called when a batch fails; the loop retries the same batch after a backoff. */
  onError?: (error: unknown) => void;
}

/**
 * Reads committed events in (transaction id, global position) order, only from transactions
 * older than the oldest one still running (`pg_snapshot_xmin`). A global position is taken
 * when a row is inserted, not when it commits, so a reader that just followed positions
 * could pass an event whose slow transaction commits later; waiting for the horizon closes
 * that gap.
 */
export class CatchUpSubscription {
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private listener: PoolClient | undefined;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly lockKey: string;

  constructor(private readonly options: CatchUpSubscriptionOptions) {
    this.batchSize = options.batchSize ?? 1000;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.lockKey = `subscription:${options.name}`;
  }

  get name(): string {
    return this.options.name;
  }

  /** Runs until stop(); only one process runs a given subscription at a time (advisory lock). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = undefined;
  }

  /** Processes everything available now; returns how many events were handled. For tests and CLIs. */
  async catchUp(): Promise<number> {
    let total = 0;
    for (;;) {
      const handled = await this.processBatch();
      total += handled.handled;
      if (handled.read === 0) return total;
    }
  }

  async checkpoint(): Promise<Checkpoint> {
    await this.ensureCheckpointRow(this.options.pool);
    const row = await this.options.pool.query<{ t: string; p: string }>(
      'SELECT last_transaction_id::text AS t, last_position AS p FROM subscription_checkpoints WHERE name = $1',
      [this.options.name],
    );
    return { transactionId: row.rows[0]!.t, position: Number(row.rows[0]!.p) };
  }

  private async run(): Promise<void> {
    let backoffMs = 100;
    while (this.running) {
      try {
        if (!this.listener) await this.acquireLockAndListen();
        if (!this.listener) {
          await this.sleep(this.pollIntervalMs * 4); // another process runs it; stand by
          continue;
        }
        const { read } = await this.processBatch();
        backoffMs = 100;
        if (read === 0) await this.sleep(this.pollIntervalMs);
      } catch (error) {
        this.options.onError?.(error);
        await this.releaseListener();
        await this.sleep(backoffMs);
        backoffMs = Math.min(backoffMs * 2, 10_000);
      }
    }
    await this.releaseListener();
  }

  private async acquireLockAndListen(): Promise<void> {
    const client = await this.options.pool.connect();
    const locked = await client.query<{ ok: boolean }>(
      'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS ok',
      [this.lockKey],
    );
    if (!locked.rows[0]?.ok) {
      client.release();
      return;
    }
    client.on('notification', () => this.wake?.());
    client.on('error', () => undefined);
    await client.query('LISTEN events_appended');
    this.listener = client;
  }

  private async releaseListener(): Promise<void> {
    const client = this.listener;
    this.listener = undefined;
    if (!client) return;
    try {
      await client.query('UNLISTEN *');
      await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [this.lockKey]);
      client.release();
    } catch {
      client.release(true);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private async ensureCheckpointRow(executor: SqlExecutor): Promise<void> {
    await executor.query(
      'INSERT INTO subscription_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING',
      [this.options.name],
    );
  }

  private async processBatch(): Promise<{ read: number; handled: number }> {
    const client = await this.options.pool.connect();
    const transactional = this.options.transactional ?? true;
    try {
      await this.ensureCheckpointRow(client);
      if (transactional) await client.query('BEGIN');
      const checkpoint = await client.query<{ t: string; p: string }>(
        `SELECT last_transaction_id::text AS t, last_position AS p FROM subscription_checkpoints
         WHERE name = $1 ${transactional ? 'FOR UPDATE' : ''}`,
        [this.options.name],
      );
      const from = checkpoint.rows[0]!;
      const rows = await client.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events
         WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
           AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
         ORDER BY transaction_id, global_position
         LIMIT $3`,
        [from.t, from.p, this.batchSize],
      );
      if (rows.rows.length === 0) {
        if (transactional) await client.query('COMMIT');
        return { read: 0, handled: 0 };
      }
      const events = rows.rows.map(toRecordedEvent);
      const wanted = this.options.eventTypes
        ? events.filter((event) => this.options.eventTypes!.includes(event.type))
        : events;
      if (wanted.length > 0) await this.options.handle(wanted, client);
      const last = events.at(-1)!;
      await client.query(
        `UPDATE subscription_checkpoints SET last_transaction_id = $2::xid8, last_position = $3, updated_at = now()
         WHERE name = $1`,
        [this.options.name, last.transactionId, last.globalPosition],
      );
      if (transactional) await client.query('COMMIT');
      return { read: events.length, handled: wanted.length };
    } catch (error) {
      if (transactional) await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
