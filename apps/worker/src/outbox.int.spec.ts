import { JobNames, queuePrefixFor } from '@jan-seva/contracts';
import { createJobDispatcher, type DispatchedJob } from '@jan-seva/event-store';
import type { Queue } from 'bullmq';
import { Pool } from 'pg';
import { citizen, startTestApi, type TestApi } from '../../../test-support/api-app';
import { BullMqEnqueuer } from './dispatch/bullmq-enqueuer';
import { dispatchRoutes } from './dispatch/routes';
import type { DeliveryReceipt, Mailer, OutgoingMessage } from './messaging/adapters';
import { createPrivateDatabase } from './test-support/private-database';
import { RedisServerProcess } from './test-support/redis-server';
import {
  allJobs,
  capturingLogger,
  dispatcherCheckpoint,
  eventually,
  outboundQueue,
  positionOf,
  testWorkerConfig,
} from './test-support/worker-harness';
import { WorkerRuntime } from './worker-runtime';

// "The log is the outbox": the API commits events without talking to Redis; the worker's
// dispatcher turns them into BullMQ jobs whose ids come from the events' positions. This file
// has its own database and its own redis-server, which it kills and restarts.
jest.setTimeout(90_000);

let database: Awaited<ReturnType<typeof createPrivateDatabase>> | undefined;
let redis: RedisServerProcess | undefined;
let api: TestApi | undefined;
let runtime: WorkerRuntime | undefined;
let queue: Queue | undefined;
let pool: Pool;
let logs: ReturnType<typeof capturingLogger>;

function startRuntime(adapters: { mailer?: Mailer } = {}): WorkerRuntime {
  logs = capturingLogger();
  runtime = new WorkerRuntime(testWorkerConfig(database!.url, redis!.url), { ...adapters, logger: logs.logger });
  runtime.start();
  return runtime;
}

async function stopRuntime(): Promise<void> {
  const current = runtime;
  runtime = undefined;
  await current?.stop();
}

beforeAll(async () => {
  database = await createPrivateDatabase('outbox');
  pool = new Pool({ connectionString: database.url, max: 3 });
  redis = await RedisServerProcess.start();
  api = await startTestApi({ DATABASE_URL: database.url, REDIS_URL: redis.url });
  queue = outboundQueue(redis.url, database.url);
  startRuntime();
});

afterAll(async () => {
  // Every step runs even when an earlier one fails; Redis comes back first so that closing
  // BullMQ clients does not wait for a server that a failed test left down.
  const steps: Array<[string, () => Promise<unknown> | undefined]> = [
    ['restart redis', () => redis?.start()],
    ['stop worker', () => runtime?.stop({ force: true })],
    ['close queue', () => queue?.close()],
    ['close api', () => api?.close()],
    ['close pool', () => pool?.end()],
    ['stop redis', () => redis?.stop()],
    ['drop database', () => database?.drop()],
  ];
  for (const [name, step] of steps) {
    try {
      await Promise.race([step(), new Promise((_, reject) => setTimeout(() => reject(new Error(`${name} timed out`)), 15_000).unref())]);
    } catch (error) {
      console.warn(`cleanup: ${name} failed: ${(error as Error).message}`);
    }
  }
});

interface MessageRow {
  id: string;
  purpose: string;
  status: string;
  body: string;
  attempts: number;
  provider_id: string | null;
}

async function messagesTo(recipient: string, purpose: string): Promise<MessageRow[]> {
  const rows = await pool.query<MessageRow>(
    'SELECT id, purpose, status, body, attempts, provider_id FROM outbound_messages WHERE recipient = $1 AND purpose = $2',
    [recipient, purpose],
  );
  return rows.rows;
}

async function register(): Promise<{ userId: string; email: string }> {
  const payload = citizen();
  const response = await api!.request('POST', '/api/auth/register', { body: payload });
  expect(response.status).toBe(201);
  return { userId: response.body.data.user.id as string, email: payload.email };
}

async function requestPasswordReset(userId: string, email: string): Promise<{ messageId: string; position: number }> {
  const response = await api!.request('POST', '/api/auth/forgot-password', { body: { email } });
  expect(response.status).toBe(200);
  const event = await pool.query<{ p: string; message_id: string }>(
    `SELECT global_position AS p, data->>'messageId' AS message_id FROM events
      WHERE stream_id = $1 AND type = 'PasswordResetRequested' ORDER BY global_position DESC LIMIT 1`,
    [`user-${userId}`],
  );
  expect(event.rows).toHaveLength(1);
  return { messageId: event.rows[0]!.message_id, position: Number(event.rows[0]!.p) };
}

async function completedJob(jobId: string) {
  await eventually(`job ${jobId} to complete`, async () => (await queue!.getJob(jobId))?.finishedOn !== undefined);
  const job = (await queue!.getJob(jobId))!;
  expect(await job.getState()).toBe('completed');
  return job;
}

const dispatcherFailures = () => logs.records.filter((record) => record.msg === 'dispatcher batch failed; retrying with backoff');

describe('the log is the outbox', () => {
  let welcome: { userId: string; email: string; position: number; jobId: string };

  it('registers a user while Redis is down, and runs the welcome job exactly once when Redis is back', async () => {
    await redis!.stop();
    const failuresBefore = dispatcherFailures().length;

    const { userId, email } = await register();
    const position = await positionOf(pool, `user-${userId}`, 'UserRegistered');
    const jobId = `evt-${position}-${JobNames.sendWelcomeMessage}`;
    welcome = { userId, email, position, jobId };

    // The dispatcher has tried to enqueue the event and failed; its checkpoint stays before the event.
    await eventually('the dispatcher to fail a batch while Redis is down', () => dispatcherFailures().length > failuresBefore);
    expect(await dispatcherCheckpoint(pool)).toBeLessThan(position);
    expect(await messagesTo(email, 'welcome')).toEqual([]);

    await redis!.start();

    await eventually('the welcome message to be delivered', async () => (await messagesTo(email, 'welcome')).some((m) => m.status === 'kept'));
    const job = await completedJob(jobId);
    expect(job.name).toBe(JobNames.sendWelcomeMessage);
    expect(job.data).toEqual({ userId, eventPosition: position });
    expect(job.attemptsMade).toBe(1);
    expect(job.returnvalue).toBe('kept');
    expect(job.failedReason).toBeFalsy();

    const jobsForUser = (await allJobs(queue!)).filter((candidate) => candidate.data?.userId === userId);
    expect(jobsForUser.map((candidate) => candidate.id)).toEqual([jobId]);
    const messages = await messagesTo(email, 'welcome');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ status: 'kept', attempts: 1 });
    expect(messages[0]!.body).toContain('Welcome to Jan Seva Portal');
    expect(await dispatcherCheckpoint(pool)).toBeGreaterThanOrEqual(position);
  });

  it('replaying the dispatcher from position 0 adds no second job and no second message', async () => {
    expect(welcome).toBeDefined();
    await stopRuntime();
    const jobsBefore = (await allJobs(queue!)).map((job) => job.id).sort();

    // Replay by hand: reset the checkpoint and catch up with the same routes into the same Redis.
    await pool.query(`UPDATE subscription_checkpoints SET last_transaction_id = '0', last_position = 0 WHERE name = 'job-dispatcher'`);
    const enqueuer = new BullMqEnqueuer(redis!.url, queuePrefixFor(database!.url));
    const redispatched: DispatchedJob[] = [];
    const replay = createJobDispatcher(pool, dispatchRoutes, {
      async enqueue(jobs) {
        redispatched.push(...jobs);
        await enqueuer.enqueue(jobs);
      },
    });
    try {
      await replay.catchUp();
    } finally {
      await enqueuer.close();
    }
    expect(redispatched.map((job) => job.jobId)).toContain(welcome.jobId);
    expect(await dispatcherCheckpoint(pool)).toBeGreaterThanOrEqual(welcome.position);
    expect((await allJobs(queue!)).map((job) => job.id).sort()).toEqual(jobsBefore);
    expect(await queue!.getJobCounts('waiting', 'active', 'delayed', 'prioritized')).toEqual({ waiting: 0, active: 0, delayed: 0, prioritized: 0 });
    const job = await completedJob(welcome.jobId);
    expect(job.attemptsMade).toBe(1);

    // And again through a running worker's own dispatcher.
    await pool.query(`UPDATE subscription_checkpoints SET last_transaction_id = '0', last_position = 0 WHERE name = 'job-dispatcher'`);
    startRuntime();
    await eventually('the worker to catch up again', async () => (await dispatcherCheckpoint(pool)) >= welcome.position);
    expect((await allJobs(queue!)).map((candidate) => candidate.id).sort()).toEqual(jobsBefore);
    expect((await completedJob(welcome.jobId)).attemptsMade).toBe(1);
    const messages = await messagesTo(welcome.email, 'welcome');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ status: 'kept', attempts: 1 });
  });

  it('delivers a forgot-password message through the worker, kept in the outbox without SMTP', async () => {
    const { userId, email } = await register();
    const { messageId, position } = await requestPasswordReset(userId, email);

    await eventually('the reset message to be kept', async () => (await messagesTo(email, 'password_reset')).some((m) => m.status === 'kept'));
    const job = await completedJob(`evt-${position}-${JobNames.deliverMessage}`);
    expect(job.data).toEqual({ messageId });
    expect(job.attemptsMade).toBe(1);
    const messages = await messagesTo(email, 'password_reset');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ id: messageId, status: 'kept', attempts: 1, provider_id: null });
    // Kept for an administrator to pass on, so the link is still there.
    expect(messages[0]!.body).toMatch(/\/reset-password\?token=[\w-]{20,}/);
  });

  it('blanks the stored body of a password_reset message once a real mailer has sent it', async () => {
    await stopRuntime();
    const sent: OutgoingMessage[] = [];
    const mailer: Mailer = {
      async send(message): Promise<DeliveryReceipt> {
        sent.push(message);
        return { status: 'sent', providerId: `fake-${message.id}` };
      },
    };
    startRuntime({ mailer });

    const { userId, email } = await register();
    const { messageId } = await requestPasswordReset(userId, email);

    await eventually('the reset message to be sent', async () => (await messagesTo(email, 'password_reset')).some((m) => m.status === 'sent'));
    const delivered = sent.filter((message) => message.id === messageId);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ recipient: email });
    expect(delivered[0]!.body).toMatch(/\/reset-password\?token=[\w-]{20,}/);

    const [stored] = await messagesTo(email, 'password_reset');
    expect(stored).toMatchObject({ id: messageId, status: 'sent', provider_id: `fake-${messageId}` });
    expect(stored!.body).toBe('[delivered; removed because it contained a one-time secret]');
    expect(stored!.body).not.toContain('token=');

    // The welcome message carries no secret: sent, and its text stays readable.
    await eventually('the welcome message to be sent', async () => (await messagesTo(email, 'welcome')).some((m) => m.status === 'sent'));
    const [welcomeRow] = await messagesTo(email, 'welcome');
    expect(welcomeRow!.body).toContain('Welcome to Jan Seva Portal');
  });
});
