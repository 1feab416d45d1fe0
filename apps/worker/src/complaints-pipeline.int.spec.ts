import { JobNames, queuePrefixFor, Queues } from '@jan-seva/contracts';
import { complaintsProjections, complaintStreamId } from '@jan-seva/complaints';
import { PostgresEventStore } from '@jan-seva/event-store';
import { Queue } from 'bullmq';
import { Pool } from 'pg';
import { citizen, startTestApi, type TestApi } from '../../../test-support/api-app';
import { createCliContextFor } from '../../../test-support/cli-context';
import { ensureAdmin } from '../../api/src/cli/ensure-admin';
import { ComplaintStreams } from './complaints/complaint-streams';
import { loadWorkerConfig } from './config';
import { screenComplaint } from './processors/complaint-moderation.processor';
import { publishSocialPost, socialIdempotencyKey } from './processors/social-post.processor';
import { MastodonPublisher } from './social/mastodon-publisher';
import { createPrivateDatabase } from './test-support/private-database';
import { MastodonStandIn } from './test-support/mastodon-stand-in';
import { RedisServerProcess } from './test-support/redis-server';
import { capturingLogger, dispatcherCheckpoint, eventually, positionOf } from './test-support/worker-harness';
import { WorkerRuntime } from './worker-runtime';

// The complaints pipeline end to end: the API files and approves, the worker's dispatcher turns
// the log into jobs, the complaint-moderation worker screens, the social-post worker publishes
// to a local stand-in for a Mastodon instance. Own database and own redis-server, which the
// Redis test kills and restarts.
jest.setTimeout(120_000);

// Short lock and stalled-check periods so a dead worker's job is handed over in seconds. Every
// runtime of this file uses them: BullMQ skips a stalled check while another worker's (longer)
// check period is running.
const workerOptions = { lockDuration: 2_000, stalledInterval: 1_000 };

let database: Awaited<ReturnType<typeof createPrivateDatabase>> | undefined;
let redis: RedisServerProcess | undefined;
let api: TestApi | undefined;
let mastodon: MastodonStandIn | undefined;
let pool: Pool;
let socialQueue: Queue | undefined;
/** Runtimes still running (a stopped one is removed, so cleanup never stops it twice). */
const runtimes: WorkerRuntime[] = [];
let adminToken: string;
let author: { token: string; userId: string };

function startRuntime(): WorkerRuntime {
  const config = loadWorkerConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database!.url,
    REDIS_URL: redis!.url,
    LOG_LEVEL: 'info',
    WORKER_CONCURRENCY: '2',
    SOCIAL_MASTODON_URL: mastodon!.url,
    SOCIAL_MASTODON_TOKEN: mastodon!.token,
  });
  const runtime = new WorkerRuntime(config, { logger: capturingLogger().logger, workerOptions });
  runtimes.push(runtime);
  runtime.start();
  return runtime;
}

async function stopRuntime(runtime: WorkerRuntime, force = false): Promise<void> {
  runtimes.splice(runtimes.indexOf(runtime), 1);
  await runtime.stop({ force });
}

beforeAll(async () => {
  database = await createPrivateDatabase('complaints');
  pool = new Pool({ connectionString: database.url, max: 3 });
  redis = await RedisServerProcess.start();
  mastodon = await MastodonStandIn.start();
  api = await startTestApi({ DATABASE_URL: database.url, REDIS_URL: redis.url });
  socialQueue = new Queue(Queues.socialPost, { prefix: queuePrefixFor(database.url), connection: { url: redis.url, maxRetriesPerRequest: null } });
  socialQueue.on('error', () => undefined);
  const context = await createCliContextFor(api.config);
  try {
    await ensureAdmin(context, { email: 'moderator@janseva.gov.in', password: 'Sachiv-Mandal-2026' });
  } finally {
    await context.close();
  }
  adminToken = (await api.request('POST', '/api/auth/login', { body: { identifier: 'moderator@janseva.gov.in', password: 'Sachiv-Mandal-2026' } })).body.data.token;
  const registered = await api.request('POST', '/api/auth/register', { body: citizen({ firstName: 'Sunita', lastName: 'Rao' }) });
  author = { token: registered.body.data.token, userId: registered.body.data.user.id };
});

afterAll(async () => {
  // Every step runs even when an earlier one fails; Redis comes back first so that closing
  // BullMQ clients does not wait for a server that a failed test left down.
  const steps: Array<[string, () => Promise<unknown> | undefined]> = [
    ['restart redis', () => redis?.start()],
    ...runtimes.map((runtime, index): [string, () => Promise<unknown>] => [`stop worker ${index + 1}`, () => runtime.stop({ force: true })]),
    ['close queue', () => socialQueue?.close()],
    ['close api', () => api?.close()],
    ['close mastodon stand-in', () => mastodon?.close()],
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

async function fileComplaint(description: string): Promise<{ id: string; registrationNumber: string }> {
  const response = await api!.request('POST', '/api/complaints', {
    token: author.token,
    body: { title: 'Garbage dumped near the park', description, category: 'Sanitation', location: 'Sector 12, Dwarka' },
  });
  expect(response.status).toBe(201);
  expect(response.body.data.socialStatus).toBe('draft');
  return response.body.data;
}

const adminRecord = async (id: string) => (await api!.request('GET', `/api/admin/complaints/${id}`, { token: adminToken })).body;
const socialStatusOf = async (id: string) => (await adminRecord(id)).socialStatus as string;

async function eventsOf(id: string, type: string) {
  const rows = await pool.query<{ data: Record<string, unknown> }>('SELECT data FROM events WHERE stream_id = $1 AND type = $2 ORDER BY stream_version', [complaintStreamId(id), type]);
  return rows.rows.map((row) => row.data);
}

async function screened(id: string) {
  await eventually(`complaint ${id} to be screened`, async () => (await socialStatusOf(id)) === 'screened');
  const queue = await api!.request('GET', `/api/admin/moderation-queue?range=${encodeURIComponent('[0,99]')}`, { token: adminToken });
  expect(queue.status).toBe(200);
  return queue.body.find((item: { id: string }) => item.id === id) as { findingKinds: string[]; redactedText: string; originalText: string; verdict: string };
}

async function approve(id: string): Promise<void> {
  const approved = await api!.request('POST', `/api/admin/complaints/${id}/moderation/approve`, { token: adminToken, body: {} });
  expect(approved.status).toBe(200);
}

describe('the complaints pipeline', () => {
  it('screens a complaint with a phone number and an abusive word, waits for approval, then posts the redacted text exactly once', async () => {
    const runtime = startRuntime();
    const complaint = await fileComplaint('This idiot contractor dumps garbage here every night. Call me on 9876543210 and see for yourself.');
    const key = socialIdempotencyKey(complaint.id);

    const entry = await screened(complaint.id);
    expect(entry.findingKinds.sort()).toEqual(['abuse', 'phone']);
    expect(entry.verdict).toBe('needs_review');
    expect(entry.redactedText).not.toContain('9876543210');
    expect(entry.redactedText).not.toMatch(/idiot/i);
    expect(entry.redactedText).toContain('[phone removed]');
    expect(entry.originalText).toContain('9876543210');
    // Screening never publishes by itself.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mastodon!.requestsWithKey(key)).toEqual([]);
    expect(await eventsOf(complaint.id, 'SocialPostScheduled')).toEqual([]);

    await approve(complaint.id);
    await eventually('the post to be published', async () => {
      const own = await api!.request('GET', `/api/complaints/${complaint.id}`, { token: author.token });
      return own.body.data.socialStatus === 'posted';
    });

    const requests = mastodon!.requestsWithKey(key);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.authorization).toBe(`Bearer ${mastodon!.token}`);
    expect(requests[0]!.headers['idempotency-key']).toBe(`complaint-${complaint.id}`);
    expect(requests[0]!.body).toEqual({ status: `${entry.redactedText}\n\n#JanSeva ${complaint.registrationNumber}`, visibility: 'public' });
    expect(String(requests[0]!.body.status)).not.toContain('9876543210');
    expect(mastodon!.statusesWithKey(key)).toHaveLength(1);

    const published = await eventsOf(complaint.id, 'SocialPostPublished');
    expect(published).toHaveLength(1);
    const [status] = mastodon!.statusesWithKey(key);
    expect(published[0]).toMatchObject({ channel: 'mastodon', postId: status!.id, url: `${mastodon!.url}/@janseva/${status!.id}` });

    // The author sees it posted, with the link; it is now in the public list.
    const own = await api!.request('GET', `/api/complaints/${complaint.id}`, { token: author.token });
    expect(own.body.data.socialPost).toMatchObject({ channel: 'mastodon', url: `${mastodon!.url}/@janseva/${status!.id}` });
    expect(own.body.data.timeline.map((item: { type: string }) => item.type)).toEqual(
      expect.arrayContaining(['ComplaintFiled', 'ComplaintModerationApproved', 'SocialPostPublished']),
    );
    const publicList = await api!.request('GET', '/api/complaints');
    expect(publicList.body.data.items.map((item: { id: string }) => item.id)).toContain(complaint.id);

    const approvedAt = await positionOf(pool, complaintStreamId(complaint.id), 'ComplaintModerationApproved');
    await eventually('the social-post job to complete', async () => (await socialQueue!.getJob(`evt-${approvedAt}-${JobNames.publishSocialPost}`))?.finishedOn !== undefined);
    const job = (await socialQueue!.getJob(`evt-${approvedAt}-${JobNames.publishSocialPost}`))!;
    expect(job.returnvalue).toBe('posted');
    expect(job.attemptsMade).toBe(1);

    // Running either job again (a redelivery) records nothing new and posts nothing new.
    const complaints = new ComplaintStreams(new PostgresEventStore(pool, complaintsProjections));
    expect(await screenComplaint({ complaints }, complaint.id, 'test:rerun')).toBe('already-screened');
    const rerun = await publishSocialPost(
      { complaints, publisher: new MastodonPublisher({ baseUrl: mastodon!.url, token: mastodon!.token }) },
      complaint.id,
      'test:rerun',
    );
    expect(rerun).toBe('already-posted');
    expect(mastodon!.requestsWithKey(key)).toHaveLength(1);
    expect(await eventsOf(complaint.id, 'ComplaintScreened')).toHaveLength(1);
    expect(await eventsOf(complaint.id, 'SocialPostPublished')).toHaveLength(1);
    await stopRuntime(runtime);
  });

  it('files while Redis is down, and screens the complaint once Redis is back', async () => {
    const runtime = startRuntime();
    await redis!.stop();
    try {
      const complaint = await fileComplaint('Overflowing bins, nobody has collected them for a week.');
      const position = await positionOf(pool, complaintStreamId(complaint.id), 'ComplaintFiled');
      // The log is the outbox: the dispatcher cannot enqueue, and its checkpoint stays before the event.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await dispatcherCheckpoint(pool)).toBeLessThan(position);
      expect(await socialStatusOf(complaint.id)).toBe('draft');

      await redis!.start();
      const entry = await screened(complaint.id);
      expect(entry.verdict).toBe('clean');
      expect(entry.findingKinds).toEqual([]);
      expect(await eventsOf(complaint.id, 'ComplaintScreened')).toHaveLength(1);
      expect(await dispatcherCheckpoint(pool)).toBeGreaterThanOrEqual(position);
    } finally {
      await redis!.start();
      await stopRuntime(runtime);
    }
  });

  it('posts once when the worker dies mid-publication and another one takes the job over', async () => {
    const dying = startRuntime();
    const complaint = await fileComplaint('Garbage burning every evening, the smoke fills our homes.');
    const key = socialIdempotencyKey(complaint.id);
    await screened(complaint.id);

    // The instance stores the status but the answer never comes back: the worker "dies" between
    // posting and recording.
    mastodon!.hangNext = true;
    await approve(complaint.id);
    await eventually('the first worker to post', () => mastodon!.requestsWithKey(key).length === 1);
    expect(await socialStatusOf(complaint.id)).toBe('scheduled');
    await stopRuntime(dying, true);

    startRuntime();
    await eventually('the second worker to record the publication', async () => (await socialStatusOf(complaint.id)) === 'posted');

    // The second worker posted again with the same key; the instance returned the first status.
    const requests = mastodon!.requestsWithKey(key);
    expect(requests).toHaveLength(2);
    expect(requests.map((request) => request.body.status)).toEqual([requests[0]!.body.status, requests[0]!.body.status]);
    expect(mastodon!.statusesWithKey(key)).toHaveLength(1);
    const [status] = mastodon!.statusesWithKey(key);
    const published = await eventsOf(complaint.id, 'SocialPostPublished');
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ channel: 'mastodon', postId: status!.id });
    expect(await eventsOf(complaint.id, 'SocialPostScheduled')).toHaveLength(1);

    const approvedAt = await positionOf(pool, complaintStreamId(complaint.id), 'ComplaintModerationApproved');
    const job = (await socialQueue!.getJob(`evt-${approvedAt}-${JobNames.publishSocialPost}`))!;
    expect(await job.getState()).toBe('completed');
    expect(job.stalledCounter).toBe(1);

    // The first worker's request finally gets its answer: nothing more is recorded.
    mastodon!.release();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await eventsOf(complaint.id, 'SocialPostPublished')).toHaveLength(1);
    expect(await eventsOf(complaint.id, 'SocialPostFailed')).toHaveLength(0);
    expect(mastodon!.statusesWithKey(key)).toHaveLength(1);
  });
});
