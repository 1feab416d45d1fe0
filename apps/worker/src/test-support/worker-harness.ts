import { Writable } from 'node:stream';
import { queuePrefixFor, Queues } from '@jan-seva/contracts';
import { Job, Queue } from 'bullmq';
import type { Pool } from 'pg';
import pino, { type Logger } from 'pino';
import { loadWorkerConfig, type WorkerConfig } from '../config';

/** Worker configuration for a test: only what is given, nothing from the developer's environment (no SMTP_URL). */
export function testWorkerConfig(databaseUrl: string, redisUrl: string): WorkerConfig {
  return loadWorkerConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, LOG_LEVEL: 'info', WORKER_CONCURRENCY: '2' });
}

/** A pino logger whose records the test can read (nothing goes to the console). */
export function capturingLogger(): { logger: Logger; records: Array<{ msg: string; [key: string]: unknown }> } {
  const records: Array<{ msg: string; [key: string]: unknown }> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) records.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), records };
}

/** Polls until `check` holds; the generous deadline only bounds a broken run, it is not a timing assertion. */
export async function eventually(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`gave up waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Global position of the one event of `type` in `streamId`. */
export async function positionOf(pool: Pool, streamId: string, type: string): Promise<number> {
  const rows = await pool.query<{ p: string }>('SELECT global_position AS p FROM events WHERE stream_id = $1 AND type = $2', [streamId, type]);
  if (rows.rows.length !== 1) throw new Error(`expected one ${type} in ${streamId}, found ${rows.rows.length}`);
  return Number(rows.rows[0]!.p);
}

export async function dispatcherCheckpoint(pool: Pool, name = 'job-dispatcher'): Promise<number> {
  const rows = await pool.query<{ p: string }>('SELECT last_position AS p FROM subscription_checkpoints WHERE name = $1', [name]);
  return Number(rows.rows[0]?.p ?? 0);
}

/** A read-only look at the outbound-messages queue of a given Redis. */
export function outboundQueue(redisUrl: string, databaseUrl: string): Queue {
  const queue = new Queue(Queues.outboundMessages, { prefix: queuePrefixFor(databaseUrl), connection: { url: redisUrl, maxRetriesPerRequest: null } });
  queue.on('error', () => undefined);
  return queue;
}

/** Every job the queue holds in any state, by id. */
export async function allJobs(queue: Queue): Promise<Job[]> {
  return queue.getJobs(['completed', 'failed', 'active', 'waiting', 'delayed', 'prioritized', 'waiting-children']);
}
