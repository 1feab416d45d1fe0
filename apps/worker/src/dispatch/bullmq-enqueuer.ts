import type { DispatchedJob, JobEnqueuer } from '@jan-seva/event-store';
import { Queue } from 'bullmq';

const ENQUEUE_TIMEOUT_MS = 10_000;

/** Default retry policy of every dispatched job: exponential backoff, history kept for dedupe. */
export const defaultJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 14 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
} as const;

/** Adds dispatched jobs to BullMQ; a job id already present (a replay) is a no-op in BullMQ. */
export class BullMqEnqueuer implements JobEnqueuer {
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
  ) {}

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { prefix: this.prefix, connection: { url: this.redisUrl, maxRetriesPerRequest: null } });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  async enqueue(jobs: readonly DispatchedJob[]): Promise<void> {
    const byQueue = new Map<string, DispatchedJob[]>();
    for (const job of jobs) byQueue.set(job.queue, [...(byQueue.get(job.queue) ?? []), job]);
    for (const [name, queued] of byQueue) {
      const adding = this.queue(name).addBulk(
        queued.map((job) => ({ name: job.name, data: job.data, opts: { ...defaultJobOptions, jobId: job.jobId } })),
      );
      // While Redis is down the client holds commands; give up after a while so the dispatcher
      // backs off and retries the batch (job ids make a late duplicate harmless).
      await Promise.race([
        adding,
        new Promise((_, reject) => setTimeout(() => reject(new Error('queue did not answer in time')), ENQUEUE_TIMEOUT_MS).unref()),
      ]);
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}
