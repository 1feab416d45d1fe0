import { JobNames } from '@jan-seva/contracts';
import type { Queue } from 'bullmq';
import { Pool } from 'pg';
import { citizen, startTestApi, type TestApi } from '../../../test-support/api-app';
import type { DeliveryReceipt, Mailer, OutgoingMessage } from './messaging/adapters';
import { createPrivateDatabase } from './test-support/private-database';
import { RedisServerProcess } from './test-support/redis-server';
import { capturingLogger, eventually, outboundQueue, positionOf, testWorkerConfig } from './test-support/worker-harness';
import { WorkerRuntime } from './worker-runtime';

// A worker that dies in the middle of a job (here: its mailer never answers and the worker is
// closed without waiting) leaves the job active with a lock nobody renews. Another worker's
// stalled-job check hands it back to the queue and the message goes out once.
jest.setTimeout(90_000);

// Short lock and stalled-check periods so that recovery takes seconds instead of BullMQ's 30 s.
const workerOptions = { lockDuration: 2_000, stalledInterval: 1_000 };

let database: Awaited<ReturnType<typeof createPrivateDatabase>> | undefined;
let redis: RedisServerProcess | undefined;
let api: TestApi | undefined;
let queue: Queue | undefined;
let pool: Pool | undefined;
/** Runtimes still running (a stopped one is removed, so cleanup never stops it twice). */
const runtimes: WorkerRuntime[] = [];

async function kill(runtime: WorkerRuntime): Promise<void> {
  runtimes.splice(runtimes.indexOf(runtime), 1);
  await runtime.stop({ force: true });
}

beforeAll(async () => {
  database = await createPrivateDatabase('stalled');
  pool = new Pool({ connectionString: database.url, max: 3 });
  redis = await RedisServerProcess.start();
  api = await startTestApi({ DATABASE_URL: database.url, REDIS_URL: redis.url });
  queue = outboundQueue(redis.url, database.url);
});

afterAll(async () => {
  const steps: Array<[string, () => Promise<unknown> | undefined]> = [
    ...runtimes.map((runtime, index): [string, () => Promise<unknown>] => [`stop worker ${index + 1}`, () => runtime.stop({ force: true })]),
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

function startRuntime(mailer: Mailer): WorkerRuntime {
  const runtime = new WorkerRuntime(testWorkerConfig(database!.url, redis!.url), { mailer, logger: capturingLogger().logger, workerOptions });
  runtimes.push(runtime);
  runtime.start();
  return runtime;
}

/** A mailer that takes the message and never answers: the worker process "hangs" mid-send. */
function hangingMailer(): Mailer & { calls: OutgoingMessage[] } {
  const calls: OutgoingMessage[] = [];
  return {
    calls,
    send(message) {
      calls.push(message);
      return new Promise<DeliveryReceipt>(() => undefined);
    },
  };
}

function acceptingMailer(): Mailer & { calls: OutgoingMessage[] } {
  const calls: OutgoingMessage[] = [];
  return {
    calls,
    async send(message) {
      calls.push(message);
      return { status: 'sent', providerId: `accepted-${message.id}` };
    },
  };
}

it('hands a job whose worker died mid-run to another worker, which delivers the message once', async () => {
  const first = hangingMailer();
  const dying = startRuntime(first);

  const payload = citizen();
  const registered = await api!.request('POST', '/api/auth/register', { body: payload });
  expect(registered.status).toBe(201);
  const userId = registered.body.data.user.id as string;
  const position = await positionOf(pool!, `user-${userId}`, 'UserRegistered');
  const jobId = `evt-${position}-${JobNames.sendWelcomeMessage}`;

  await eventually('the first worker to start sending', () => first.calls.length === 1);
  expect(first.calls[0]!.recipient).toBe(payload.email);
  const messageId = first.calls[0]!.id;
  expect(await (await queue!.getJob(jobId))!.getState()).toBe('active');

  // The first worker goes away without finishing its job (no completion, no failure recorded).
  await kill(dying);
  expect(await (await queue!.getJob(jobId))!.getState()).toBe('active');

  const second = acceptingMailer();
  startRuntime(second);

  await eventually('the job to complete on the second worker', async () => (await queue!.getJob(jobId))?.finishedOn !== undefined);
  const job = (await queue!.getJob(jobId))!;
  expect(await job.getState()).toBe('completed');
  expect(job.returnvalue).toBe('sent');
  expect(job.stalledCounter).toBe(1);
  expect(job.attemptsStarted).toBe(2);

  expect(first.calls).toHaveLength(1);
  expect(second.calls.map((message) => message.id)).toEqual([messageId]);
  const rows = await pool!.query('SELECT id, status, attempts, provider_id FROM outbound_messages WHERE recipient = $1', [payload.email]);
  expect(rows.rows).toEqual([{ id: messageId, status: 'sent', attempts: 2, provider_id: `accepted-${messageId}` }]);
});
