import { randomUUID } from 'node:crypto';
import {
  complaintsProjections,
  complaintStreamId,
  decide,
  evolve,
  formatRegistrationNumber,
  initialComplaintState,
  type Actor,
  type ComplaintCommand,
  type ComplaintEvent,
  type ComplaintState,
} from '@jan-seva/complaints';
import { PostgresEventStore } from '@jan-seva/event-store';
import { UnrecoverableError } from 'bullmq';
import type { Pool } from 'pg';
import { testPool } from '../../../test-support/database';
import { ComplaintStreams } from './complaints/complaint-streams';
import { screenComplaint } from './processors/complaint-moderation.processor';
import { publishSocialPost } from './processors/social-post.processor';
import { CommunityFeedPublisher } from './social/community-feed-publisher';
import { composeStatus, MastodonPublisher } from './social/mastodon-publisher';
import { PermanentPublishError, type PublishedPost, type SocialPost, type SocialPublisher } from './social/social-publisher';
import { MastodonStandIn } from './test-support/mastodon-stand-in';
import { freePort } from './test-support/redis-server';

// The complaint processors and the social publishers on the run's database, called directly
// (BullMQ's part, the retries and the stalled-job hand-over, is in complaints-pipeline.int.spec.ts).

let pool: Pool;
let store: PostgresEventStore;
let complaints: ComplaintStreams;
let mastodon: MastodonStandIn;

beforeAll(async () => {
  pool = testPool(5);
  store = new PostgresEventStore(pool, complaintsProjections);
  complaints = new ComplaintStreams(store);
  mastodon = await MastodonStandIn.start('processor-token');
});
afterAll(async () => {
  await mastodon.close();
  await pool.end();
});

const author: Actor = { id: randomUUID(), role: 'user' };
const admin: Actor = { id: randomUUID(), role: 'admin' };

async function run(complaintId: string, command: ComplaintCommand): Promise<void> {
  const stream = complaintStreamId(complaintId);
  const { state, version } = await store.aggregate<ComplaintState, ComplaintEvent>(stream, evolve, initialComplaintState());
  const events = decide(command, state);
  if (events.length > 0) await store.append(stream, version, events);
}

async function fileComplaint(description: string, postToSocial = true): Promise<string> {
  const complaintId = randomUUID();
  await run(complaintId, {
    type: 'FileComplaint',
    complaintId,
    registrationNumber: formatRegistrationNumber(2092, 100_000 + Math.floor(Math.random() * 800_000)),
    actor: author,
    authorDisplayName: 'Sunita R.',
    title: 'Broken handpump',
    description,
    category: 'Water Supply',
    postToSocial,
    now: new Date(),
  });
  return complaintId;
}

/** Filed, screened by the worker's function, approved by an administrator. */
async function approvedComplaint(description = 'The handpump near the temple has been broken for a month.'): Promise<string> {
  const complaintId = await fileComplaint(description);
  expect(await screenComplaint({ complaints }, complaintId, 'test')).toBe('screened');
  await run(complaintId, { type: 'ApproveModeration', complaintId, actor: admin, now: new Date() });
  return complaintId;
}

const typesOf = async (complaintId: string) => (await store.readStream(complaintStreamId(complaintId))).map((event) => event.type);

/** A publisher whose answers the test scripts: an error to throw, or the post. */
function scriptedPublisher(...script: Array<Error | 'ok'>): SocialPublisher & { posts: SocialPost[] } {
  const posts: SocialPost[] = [];
  return {
    channel: 'community',
    posts,
    async publish(post): Promise<PublishedPost> {
      posts.push(post);
      const next = script.shift() ?? 'ok';
      if (next instanceof Error) throw next;
      return { channel: 'community', postId: `post-${post.complaintId}` };
    },
  };
}

describe('the complaint-moderation processor', () => {
  it('screens a complaint meant for posting once per text revision, and leaves others alone', async () => {
    const complaintId = await fileComplaint('Handpump broken. Mail me at sunita.rao@example.in');
    expect(await screenComplaint({ complaints }, complaintId, 'test')).toBe('screened');
    expect(await screenComplaint({ complaints }, complaintId, 'test')).toBe('already-screened');
    const { state } = await complaints.load(complaintId);
    expect(state).toMatchObject({ socialStatus: 'screened', screening: { verdict: 'needs_review', revision: 0 } });
    if (state.status === 'nonexistent') throw new Error('unreachable');
    expect(state.screening!.findings.map((finding) => finding.kind)).toEqual(['email']);
    expect(state.screening!.redactedText).toContain('[email removed]');

    await run(complaintId, { type: 'UpdateComplaint', complaintId, actor: author, changes: { description: 'Handpump broken since May' }, now: new Date() });
    expect(await screenComplaint({ complaints }, complaintId, 'test')).toBe('screened');
    expect((await typesOf(complaintId)).filter((type) => type === 'ComplaintScreened')).toHaveLength(2);

    const notForSocial = await fileComplaint('Handpump broken, call 9876543210', false);
    expect(await screenComplaint({ complaints }, notForSocial, 'test')).toBe('not-for-social');
    expect(await typesOf(notForSocial)).not.toContain('ComplaintScreened');
    await expect(screenComplaint({ complaints }, randomUUID(), 'test')).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it("applies the deployment's extra abuse words", async () => {
    const complaintId = await fileComplaint('The clerk is a total nincompoop about our ration cards.');
    await screenComplaint({ complaints, abuseWords: { extra: ['nincompoop'] } }, complaintId, 'test');
    const { state } = await complaints.load(complaintId);
    if (state.status === 'nonexistent') throw new Error('unreachable');
    expect(state.screening!.findings.map((finding) => finding.kind)).toEqual(['abuse']);
    expect(state.screening!.redactedText).not.toContain('nincompoop');
  });
});

describe('the social-post processor', () => {
  it('does nothing for a complaint no moderator approved', async () => {
    const publisher = scriptedPublisher();
    const screenedOnly = await fileComplaint('Handpump broken near the school');
    await screenComplaint({ complaints }, screenedOnly, 'test');
    expect(await publishSocialPost({ complaints, publisher }, screenedOnly, 'test')).toBe('not-approved');
    const rejected = await fileComplaint('Handpump broken near the well');
    await screenComplaint({ complaints }, rejected, 'test');
    await run(rejected, { type: 'RejectModeration', complaintId: rejected, actor: admin, reason: 'Duplicate post', now: new Date() });
    expect(await publishSocialPost({ complaints, publisher }, rejected, 'test')).toBe('not-approved');
    expect(publisher.posts).toEqual([]);
  });

  it('records a retryable failure and throws (BullMQ retries), then schedules a second attempt that publishes', async () => {
    const complaintId = await approvedComplaint();
    const publisher = scriptedPublisher(new Error('Mastodon answered 503'), 'ok');
    await expect(publishSocialPost({ complaints, publisher }, complaintId, 'test')).rejects.toThrow('503');
    expect((await complaints.load(complaintId)).state).toMatchObject({ socialStatus: 'failed', socialPost: { lastError: { retryable: true } } });
    expect(await publishSocialPost({ complaints, publisher }, complaintId, 'test')).toBe('posted');
    expect(await typesOf(complaintId)).toEqual([
      'ComplaintFiled',
      'ComplaintAssigned',
      'ComplaintScreened',
      'ComplaintModerationApproved',
      'SocialPostScheduled',
      'SocialPostFailed',
      'SocialPostScheduled',
      'SocialPostPublished',
    ]);
    // The text published is the approved redacted text, with the complaint's idempotency key both times.
    const { state } = await complaints.load(complaintId);
    if (state.status === 'nonexistent') throw new Error('unreachable');
    expect(publisher.posts.map((post) => post.text)).toEqual([state.screening!.redactedText, state.screening!.redactedText]);
    expect(new Set(publisher.posts.map((post) => post.idempotencyKey))).toEqual(new Set([`complaint-${complaintId}`]));
    expect(state.socialPost).toMatchObject({ attempts: 2, channel: 'community', postId: `post-${complaintId}` });
    expect(await publishSocialPost({ complaints, publisher }, complaintId, 'test')).toBe('already-posted');
    expect(publisher.posts).toHaveLength(2);
  });

  it('stops for good on a permanent refusal until an administrator retries', async () => {
    const complaintId = await approvedComplaint();
    const publisher = scriptedPublisher(new PermanentPublishError('Mastodon refused the post (401)'), 'ok');
    await expect(publishSocialPost({ complaints, publisher }, complaintId, 'test')).rejects.toBeInstanceOf(UnrecoverableError);
    expect((await complaints.load(complaintId)).state).toMatchObject({ socialStatus: 'failed', socialPost: { lastError: { retryable: false } } });
    // The system does not retry a permanent failure by itself.
    await expect(publishSocialPost({ complaints, publisher }, complaintId, 'test')).rejects.toBeInstanceOf(UnrecoverableError);
    expect(publisher.posts).toHaveLength(1);

    await run(complaintId, { type: 'ScheduleSocialPost', complaintId, actor: admin, now: new Date() });
    expect(await publishSocialPost({ complaints, publisher }, complaintId, 'test')).toBe('posted');
    expect(publisher.posts).toHaveLength(2);
  });

  it("publishes to the portal's community feed once, however often the job runs", async () => {
    const complaintId = await approvedComplaint('No water in the handpump at 12 Nehru Road; call 9876543210.');
    const feed = new CommunityFeedPublisher(pool, 'https://janseva.example.in/');
    expect(await publishSocialPost({ complaints, publisher: feed }, complaintId, 'test')).toBe('posted');
    // A crash between publishing and recording: the same post again changes nothing.
    const { state } = await complaints.load(complaintId);
    if (state.status === 'nonexistent') throw new Error('unreachable');
    const again = await feed.publish({
      complaintId,
      registrationNumber: state.registrationNumber,
      category: state.category,
      text: 'anything',
      idempotencyKey: `complaint-${complaintId}`,
    });
    expect(again).toEqual({ channel: 'community', postId: complaintId, url: `https://janseva.example.in/community#${state.registrationNumber}` });
    const rows = await pool.query('SELECT text, registration_number FROM community_posts WHERE complaint_id = $1', [complaintId]);
    expect(rows.rows).toEqual([{ text: state.screening!.redactedText, registration_number: state.registrationNumber }]);
    expect(rows.rows[0].text).not.toContain('9876543210');
    expect(state).toMatchObject({ socialStatus: 'posted', socialPost: { channel: 'community', postId: complaintId } });
  });
});

describe('the Mastodon publisher', () => {
  const post = (text = 'Handpump broken [phone removed]'): SocialPost => ({
    complaintId: randomUUID(),
    registrationNumber: 'JS-2026-000042',
    category: 'Water Supply',
    text,
    idempotencyKey: `complaint-${randomUUID()}`,
  });

  it('posts a public status with the bearer token and the Idempotency-Key, and gets the same status back for a repeat', async () => {
    const publisher = new MastodonPublisher({ baseUrl: `${mastodon.url}/`, token: 'processor-token' });
    const one = post();
    const first = await publisher.publish(one);
    const second = await publisher.publish(one);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ channel: 'mastodon', url: `${mastodon.url}/@janseva/${first.postId}` });
    const requests = mastodon.requestsWithKey(one.idempotencyKey);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/statuses',
      headers: { authorization: 'Bearer processor-token', 'content-type': 'application/json' },
      body: { status: 'Handpump broken [phone removed]\n\n#JanSeva JS-2026-000042', visibility: 'public' },
    });
    expect(mastodon.statusesWithKey(one.idempotencyKey)).toHaveLength(1);
  });

  it('treats 4xx as permanent, and 5xx, 429 and an unreachable server as worth retrying', async () => {
    const publisher = new MastodonPublisher({ baseUrl: mastodon.url, token: 'processor-token' });
    await expect(new MastodonPublisher({ baseUrl: mastodon.url, token: 'wrong' }).publish(post())).rejects.toBeInstanceOf(PermanentPublishError);
    mastodon.failWith = [422];
    await expect(publisher.publish(post())).rejects.toBeInstanceOf(PermanentPublishError);
    for (const code of [503, 500, 429]) {
      mastodon.failWith = [code];
      const error = await publisher.publish(post()).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(PermanentPublishError);
    }
    const nobody = new MastodonPublisher({ baseUrl: `http://127.0.0.1:${await freePort()}`, token: 'x', timeoutMs: 2_000 });
    const unreachable = await nobody.publish(post()).catch((caught: unknown) => caught);
    expect(unreachable).toBeInstanceOf(Error);
    expect(unreachable).not.toBeInstanceOf(PermanentPublishError);
  });

  it('cuts a long text to the instance limit, keeping the registration number', () => {
    const status = composeStatus({ text: 'पानी नहीं आ रहा '.repeat(60), registrationNumber: 'JS-2026-000042' }, 500);
    expect([...status].length).toBeLessThanOrEqual(500);
    expect(status.endsWith('…\n\n#JanSeva JS-2026-000042')).toBe(true);
    expect(composeStatus({ text: 'Short', registrationNumber: 'JS-2026-000001' })).toBe('Short\n\n#JanSeva JS-2026-000001');
  });
});
