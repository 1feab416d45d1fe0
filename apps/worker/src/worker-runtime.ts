import { queuePrefixFor, Queues } from '@jan-seva/contracts';
import { complaintsProjections } from '@jan-seva/complaints';
import { createJobDispatcher, PostgresEventStore, type CatchUpSubscription } from '@jan-seva/event-store';
import { Worker, type WorkerOptions } from 'bullmq';
import { Pool } from 'pg';
import pino, { type Logger } from 'pino';
import { ComplaintStreams } from './complaints/complaint-streams';
import type { WorkerConfig } from './config';
import { BullMqEnqueuer } from './dispatch/bullmq-enqueuer';
import { dispatchRoutes } from './dispatch/routes';
import type { Mailer, SmsSender } from './messaging/adapters';
import { HttpSmsSender, KeepInOutboxSmsSender } from './messaging/http-sms-sender';
import { KeepInOutboxMailer, SmtpMailer } from './messaging/smtp-mailer';
import { complaintModerationProcessor } from './processors/complaint-moderation.processor';
import { outboundMessagesProcessor } from './processors/outbound-messages.processor';
import { socialPostProcessor } from './processors/social-post.processor';
import { CommunityFeedPublisher } from './social/community-feed-publisher';
import { MastodonPublisher } from './social/mastodon-publisher';
import type { SocialPublisher } from './social/social-publisher';

/**
 * Everything the worker process runs: the dispatcher (log → BullMQ jobs) and the processors.
 * BullMQ's lock and stalled-job check hand a job whose worker died to another worker.
 */
export class WorkerRuntime {
  readonly pool: Pool;
  private readonly workers: Worker[] = [];
  private dispatcher: CatchUpSubscription | undefined;
  private enqueuer: BullMqEnqueuer | undefined;
  readonly logger: Logger;

  constructor(
    private readonly config: WorkerConfig,
    adapters: {
      mailer?: Mailer;
      sms?: SmsSender;
      socialPublisher?: SocialPublisher;
      logger?: Logger;
      /** BullMQ lock and stalled-check tuning (tests shorten them to see recovery quickly). */
      workerOptions?: Pick<WorkerOptions, 'lockDuration' | 'stalledInterval' | 'maxStalledCount'>;
    } = {},
  ) {
    this.pool = new Pool({ connectionString: config.DATABASE_URL, max: 5 });
    this.pool.on('error', () => undefined);
    this.logger = adapters.logger ?? pino({ level: config.LOG_LEVEL, name: 'worker' });
    this.mailer = adapters.mailer ?? (config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new KeepInOutboxMailer());
    this.sms = adapters.sms ?? (config.SMS_GATEWAY_URL ? new HttpSmsSender(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN) : new KeepInOutboxSmsSender());
    this.workerOptions = adapters.workerOptions ?? {};
    this.socialPublisher =
      adapters.socialPublisher ??
      (config.SOCIAL_MASTODON_URL && config.SOCIAL_MASTODON_TOKEN
        ? new MastodonPublisher({ baseUrl: config.SOCIAL_MASTODON_URL, token: config.SOCIAL_MASTODON_TOKEN, maxChars: config.SOCIAL_MASTODON_MAX_CHARS })
        : new CommunityFeedPublisher(this.pool, config.PUBLIC_URL));
    // The complaints read models are inline projections: the workers' appends keep them current too.
    this.complaints = new ComplaintStreams(new PostgresEventStore(this.pool, complaintsProjections));
  }

  private readonly socialPublisher: SocialPublisher;
  private readonly complaints: ComplaintStreams;

  private readonly workerOptions: Pick<WorkerOptions, 'lockDuration' | 'stalledInterval' | 'maxStalledCount'>;

  private readonly mailer: Mailer;
  private readonly sms: SmsSender;

  start(): void {
    const connection = { url: this.config.REDIS_URL, maxRetriesPerRequest: null };
    const prefix = queuePrefixFor(this.config.DATABASE_URL);
    const worker = new Worker(
      Queues.outboundMessages,
      outboundMessagesProcessor({ pool: this.pool, mailer: this.mailer, sms: this.sms, publicUrl: this.config.PUBLIC_URL }),
      { connection, prefix, concurrency: this.config.WORKER_CONCURRENCY, ...this.workerOptions },
    );
    this.watch(worker);
    this.workers.push(worker);
    const abuseWords = { extra: this.config.SCREENING_EXTRA_ABUSE_WORDS ?? [], allowed: this.config.SCREENING_ALLOWED_WORDS ?? [] };
    for (const [queue, processor] of [
      [Queues.complaintModeration, complaintModerationProcessor({ complaints: this.complaints, abuseWords })],
      [Queues.socialPost, socialPostProcessor({ complaints: this.complaints, publisher: this.socialPublisher })],
    ] as const) {
      const complaintWorker = new Worker(queue, processor, { connection, prefix, concurrency: this.config.WORKER_CONCURRENCY, ...this.workerOptions });
      this.watch(complaintWorker);
      this.workers.push(complaintWorker);
    }

    this.enqueuer = new BullMqEnqueuer(this.config.REDIS_URL, prefix);
    this.dispatcher = createJobDispatcher(this.pool, dispatchRoutes, this.enqueuer, {
      onError: (error) => this.logger.warn({ err: error }, 'dispatcher batch failed; retrying with backoff'),
    });
    this.dispatcher.start();
    this.logger.info({ queues: this.workers.map((w) => w.name) }, 'worker started');
  }

  private watch(worker: Worker): void {
    worker.on('completed', (job, result) => this.logger.info({ queue: worker.name, job: job.name, jobId: job.id, result }, 'job completed'));
    worker.on('failed', (job, error) =>
      this.logger.warn({ queue: worker.name, job: job?.name, jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'job failed'),
    );
    worker.on('error', (error) => this.logger.error({ err: error }, 'worker error'));
  }

  /**
   * Stops the dispatcher and the processors. `force` does not wait for running jobs: they keep
   * their lock until it expires and are then handed to another worker (as if this one had died).
   */
  async stop(options: { force?: boolean } = {}): Promise<void> {
    await this.dispatcher?.stop();
    await Promise.all(this.workers.map((worker) => worker.close(options.force ?? false)));
    await this.enqueuer?.close();
    await this.pool.end();
  }
}
