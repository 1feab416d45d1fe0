import type { Pool } from 'pg';
import { CatchUpSubscription } from './catch-up-subscription';
import type { RecordedEvent } from './types';

/** A job derived from an event. */
export interface DispatchedJob {
  queue: string;
  name: string;
  data: Record<string, unknown>;
  /** Stable id from the event's position: re-dispatching the same event adds nothing. */
  jobId: string;
}

/** What the dispatcher needs from a queue system (BullMQ in apps/worker). */
export interface JobEnqueuer {
  enqueue(jobs: readonly DispatchedJob[]): Promise<void>;
}

export type DispatchRoute = (event: RecordedEvent) => Omit<DispatchedJob, 'jobId'> | Omit<DispatchedJob, 'jobId'>[] | null;

/** BullMQ job ids are per queue and may not contain ':'; one event may yield jobs of several names. */
export function jobIdFor(event: Pick<RecordedEvent, 'globalPosition'>, jobName: string): string {
  return `evt-${event.globalPosition}-${jobName}`;
}

/**
 * The log is the outbox: this subscription turns events that need background work into jobs.
 * If the queue is down, enqueue fails, the checkpoint stays, and the batch is retried with
 * backoff until it goes through; job ids from positions make the retry harmless.
 */
export function createJobDispatcher(
  pool: Pool,
  routes: Record<string, DispatchRoute>,
  enqueuer: JobEnqueuer,
  options: { name?: string; pollIntervalMs?: number; onError?: (error: unknown) => void } = {},
): CatchUpSubscription {
  return new CatchUpSubscription({
    name: options.name ?? 'job-dispatcher',
    pool,
    transactional: false,
    eventTypes: Object.keys(routes),
    pollIntervalMs: options.pollIntervalMs ?? 250,
    ...(options.onError ? { onError: options.onError } : {}),
    async handle(events) {
      const jobs: DispatchedJob[] = [];
      for (const event of events) {
        const routed = routes[event.type]?.(event);
        for (const job of routed === null || routed === undefined ? [] : [routed].flat()) {
          jobs.push({ ...job, jobId: jobIdFor(event, job.name) });
        }
      }
      if (jobs.length > 0) await enqueuer.enqueue(jobs);
    },
  });
}
