import { randomUUID } from 'node:crypto';
import { applyProjections, ConcurrencyError, PostgresEventStore, UniqueViolationError, type RecordedEvent, type SqlExecutor } from '@jan-seva/event-store';
import { testPool } from '../../../../test-support/database';
import { decide, type ComplaintCommand } from '../complaint.decide';
import { complaintStreamId } from '../complaint.events';
import { formatRegistrationNumber } from '../complaint.rules';
import { evolve, initialComplaintState } from '../complaint.state';
import type { Actor } from '../shared/actor';
import { SYSTEM_ACTOR } from '../shared/actor';
import { complaintsProjections } from './index';

// The pool type comes through test-support: domain folders do not import 'pg' themselves.
let pool: ReturnType<typeof testPool>;
let store: PostgresEventStore;

beforeAll(() => {
  pool = testPool(10);
  store = new PostgresEventStore(pool, complaintsProjections);
});
afterAll(() => pool.end());

const T0 = Date.parse('2026-03-02T04:30:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const DAY = 24 * 60;
const person = (role: 'user' | 'admin' = 'user'): Actor => ({ id: randomUUID(), role });
const admin = person('admin');

type WithoutStream = ComplaintCommand extends infer C ? (C extends ComplaintCommand ? Omit<C, 'complaintId'> : never) : never;

/** What the API does for one command: fold, decide, append. */
async function run(complaintId: string, command: WithoutStream) {
  const stream = complaintStreamId(complaintId);
  const { state, version } = await store.aggregate(stream, evolve, initialComplaintState());
  const events = decide({ ...command, complaintId } as ComplaintCommand, state);
  if (events.length > 0) await store.append(stream, version, events);
  return events;
}

/** As the API should: a lost race is retried on the new state (which may decide nothing). */
async function runWithRetry(complaintId: string, command: WithoutStream) {
  for (;;) {
    try {
      return await run(complaintId, command);
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  }
}

let sequence = Math.floor(Math.random() * 100_000) * 1000;
async function file(overrides: Partial<Extract<WithoutStream, { type: 'FileComplaint' }>> = {}) {
  const complaintId = randomUUID();
  const author = person();
  sequence += 1;
  await run(complaintId, {
    type: 'FileComplaint',
    registrationNumber: formatRegistrationNumber(2026, sequence),
    actor: author,
    authorDisplayName: 'Asha V.',
    title: 'Sewage overflowing',
    description: 'Sewage overflowing near H.No. 12, call 9876543210 for access to the lane.',
    category: 'Sanitation',
    location: 'Aliganj, Lucknow',
    now: at(0),
    ...overrides,
  });
  return { complaintId, author };
}

const rowsOf = async (complaintId: string) => ({
  complaint: (await pool.query('SELECT * FROM complaints WHERE id = $1', [complaintId])).rows[0],
  votes: (await pool.query('SELECT citizen_id FROM complaint_votes WHERE complaint_id = $1 ORDER BY citizen_id', [complaintId])).rows,
  timeline: (await pool.query('SELECT * FROM complaint_timeline WHERE complaint_id = $1 ORDER BY position', [complaintId])).rows,
  evidence: (await pool.query('SELECT * FROM complaint_evidence WHERE complaint_id = $1 ORDER BY id', [complaintId])).rows,
});

const applyAll = (events: readonly RecordedEvent[], tx: SqlExecutor) => applyProjections(complaintsProjections, events, tx);

describe('complaints read models', () => {
  it('follow a complaint through its life', async () => {
    const { complaintId, author } = await file();
    const [voter1, voter2] = [person(), person()];
    await run(complaintId, { type: 'Upvote', actor: voter1, now: at(1) });
    await run(complaintId, { type: 'Upvote', actor: voter2, now: at(2) });
    await run(complaintId, { type: 'WithdrawUpvote', actor: voter2, now: at(3) });
    await run(complaintId, { type: 'Comment', actor: voter1, commentId: randomUUID(), authorDisplayName: 'Ravi K.', text: 'Same here', now: at(4) });
    const evidenceId = randomUUID();
    await run(complaintId, {
      type: 'AttachEvidence',
      actor: author,
      evidenceId,
      kind: 'photo',
      mime: 'image/jpeg',
      size: 123_456,
      storedName: 'a1b2c3.jpg',
      now: at(5),
    });
    await run(complaintId, { type: 'RecordScreening', actor: SYSTEM_ACTOR, now: at(6) });
    expect((await rowsOf(complaintId)).complaint).toMatchObject({ social_status: 'screened', publicly_listed: false });
    await run(complaintId, { type: 'ApproveModeration', actor: admin, now: at(7) });
    await run(complaintId, { type: 'ScheduleSocialPost', actor: SYSTEM_ACTOR, now: at(8) });
    await run(complaintId, {
      type: 'RecordSocialPostPublished',
      actor: SYSTEM_ACTOR,
      channel: 'community',
      postId: `community-${complaintId}`,
      now: at(9),
    });
    await run(complaintId, { type: 'ChangeStatus', actor: admin, to: 'under_review', now: at(60) });
    await run(complaintId, { type: 'GiveInterimReply', actor: admin, text: 'Sewer line to be relaid', expectedBy: at(20 * DAY), now: at(2 * DAY) });
    await run(complaintId, { type: 'ChangeStatus', actor: admin, to: 'in_progress', now: at(3 * DAY) });
    await run(complaintId, { type: 'ChangeStatus', actor: admin, to: 'resolved', reason: 'Line relaid', now: at(10 * DAY) });
    await run(complaintId, { type: 'GiveFeedback', actor: author, rating: 4, now: at(11 * DAY) });

    const rows = await rowsOf(complaintId);
    expect(rows.complaint).toEqual(
      expect.objectContaining({
        status: 'resolved',
        status_reason: 'Line relaid',
        department: 'Municipal Sanitation Department',
        tags: ['sewage', 'overflowing', 'near'],
        urgency_weight: 2,
        upvotes: 1,
        comments: 1,
        evidence_count: 1,
        filed_at: at(0),
        original_due_at: at(7 * DAY),
        due_at: at(20 * DAY),
        interim_reply_text: 'Sewer line to be relaid',
        disposed_at: at(10 * DAY),
        resolved_at: at(10 * DAY),
        feedback_rating: 4,
        social_status: 'posted',
        publicly_listed: true,
        screening_verdict: 'needs_review',
        screening_findings: [
          expect.objectContaining({ kind: 'address', match: 'H.No. **' }),
          expect.objectContaining({ kind: 'phone', match: '********10' }),
        ],
        redacted_text: expect.stringContaining('near [address removed], call [phone removed] for access'),
        social_post_text: expect.stringContaining('[phone removed]'),
        social_post_channel: 'community',
        posted_at: at(9),
        updated_at: at(11 * DAY),
        version: 16,
      }),
    );
    expect(rows.votes).toEqual([{ citizen_id: voter1.id }]);
    expect(rows.evidence).toEqual([
      expect.objectContaining({ id: evidenceId, kind: 'photo', mime: 'image/jpeg', size: 123_456, stored_name: 'a1b2c3.jpg' }),
    ]);
    expect(rows.timeline.map((row) => [row.position, row.type, row.audience])).toEqual([
      [1, 'ComplaintFiled', 'public'],
      [2, 'ComplaintAssigned', 'public'],
      [6, 'ComplaintCommented', 'public'],
      [7, 'ComplaintEvidenceAttached', 'participants'],
      [8, 'ComplaintScreened', 'staff'],
      [9, 'ComplaintModerationApproved', 'participants'],
      [10, 'SocialPostScheduled', 'staff'],
      [11, 'SocialPostPublished', 'public'],
      [12, 'ComplaintStatusChanged', 'public'],
      [13, 'ComplaintInterimReplyGiven', 'public'],
      [14, 'ComplaintStatusChanged', 'public'],
      [15, 'ComplaintStatusChanged', 'public'],
      [16, 'ComplaintFeedbackGiven', 'participants'],
    ]);
    expect(rows.timeline[0]).toMatchObject({ summary: { category: 'Sanitation', department: 'Auto-assigned' }, at: at(0) });
  });

  it('mark a duplicate closed and pointing at the original, and reopen it on appeal', async () => {
    const original = await file();
    const { complaintId, author } = await file();
    const originalNumber = (await rowsOf(original.complaintId)).complaint.registration_number as string;
    await run(complaintId, {
      type: 'MarkDuplicate',
      actor: admin,
      original: { complaintId: original.complaintId, registrationNumber: originalNumber },
      now: at(60),
    });
    expect((await rowsOf(complaintId)).complaint).toMatchObject({
      status: 'closed',
      status_reason: `Duplicate of ${originalNumber}`,
      duplicate_of_id: original.complaintId,
      disposed_at: at(60),
    });
    await run(complaintId, { type: 'Appeal', actor: author, reason: 'Different street', now: at(2 * DAY) });
    expect((await rowsOf(complaintId)).complaint).toMatchObject({
      status: 'under_review',
      duplicate_of_id: null,
      disposed_at: null,
      appeal_reason: 'Different street',
      due_at: at(32 * DAY),
    });
  });

  it('forget the screening when the author edits the text', async () => {
    const { complaintId, author } = await file();
    await run(complaintId, { type: 'RecordScreening', actor: SYSTEM_ACTOR, now: at(1) });
    await run(complaintId, { type: 'ApproveModeration', actor: admin, now: at(2) });
    await run(complaintId, { type: 'UpdateComplaint', actor: author, changes: { description: 'Sewage everywhere now' }, now: at(3) });
    expect((await rowsOf(complaintId)).complaint).toMatchObject({
      description: 'Sewage everywhere now',
      tags: ['sewage', 'everywhere'],
      revision: 1,
      social_status: 'draft',
      screening_verdict: null,
      redacted_text: null,
      moderated_by: null,
    });
  });

  it('refuse a second complaint with the same registration number', async () => {
    const { complaintId } = await file();
    const number = (await rowsOf(complaintId)).complaint.registration_number as string;
    const other = randomUUID();
    await expect(
      run(other, {
        type: 'FileComplaint',
        registrationNumber: number,
        actor: person(),
        authorDisplayName: 'Ravi K.',
        title: 'Pothole',
        description: 'Deep pothole',
        category: 'Infrastructure',
        now: at(1),
      }),
    ).rejects.toEqual(new UniqueViolationError('complaints_registration_number_key'));
    expect(await store.readStream(complaintStreamId(other))).toEqual([]);
  });

  it('give registration numbers without gaps: a filing that rolls back gives its number back', async () => {
    const year = 3000 + Math.floor(Math.random() * 5000);
    const takeNumber = async (client: SqlExecutor) =>
      (
        await client.query<{ last_number: number }>(
          `INSERT INTO complaint_registration_counters (year, last_number) VALUES ($1, 1)
           ON CONFLICT (year) DO UPDATE SET last_number = complaint_registration_counters.last_number + 1
           RETURNING last_number`,
          [year],
        )
      ).rows[0]!.last_number;
    const fileInTransaction = async (commit: boolean) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const number = await takeNumber(client);
        const complaintId = randomUUID();
        const events = decide(
          {
            type: 'FileComplaint',
            complaintId,
            registrationNumber: formatRegistrationNumber(year, number),
            actor: person(),
            authorDisplayName: 'Asha V.',
            title: 'Broken streetlight',
            description: 'Dark lane at night',
            category: 'Electricity',
            now: at(0),
          },
          initialComplaintState(),
        );
        await store.appendUsing(client, complaintStreamId(complaintId), 0, events);
        await client.query(commit ? 'COMMIT' : 'ROLLBACK');
        return formatRegistrationNumber(year, number);
      } finally {
        client.release();
      }
    };
    expect(await fileInTransaction(true)).toBe(`JS-${year}-000001`);
    expect(await fileInTransaction(false)).toBe(`JS-${year}-000002`);
    expect(await fileInTransaction(true)).toBe(`JS-${year}-000002`);
    const numbers = await pool.query(`SELECT registration_number FROM complaints WHERE registration_number LIKE $1 ORDER BY 1`, [
      `JS-${year}-%`,
    ]);
    expect(numbers.rows.map((row) => row.registration_number)).toEqual([`JS-${year}-000001`, `JS-${year}-000002`]);
  });

  it('count 50 simultaneous upvotes by one citizen once, and by 50 citizens fifty times', async () => {
    const one = await file();
    const voter = person();
    await Promise.all(Array.from({ length: 50 }, () => runWithRetry(one.complaintId, { type: 'Upvote', actor: voter, now: at(1) })));
    expect((await rowsOf(one.complaintId)).complaint.upvotes).toBe(1);

    const many = await file();
    await Promise.all(Array.from({ length: 50 }, () => runWithRetry(many.complaintId, { type: 'Upvote', actor: person(), now: at(1) })));
    const rows = await rowsOf(many.complaintId);
    expect(rows.complaint.upvotes).toBe(50);
    expect(rows.votes).toHaveLength(50);
  });

  it('let one of two administrators changing the status at once win; the other gets a conflict', async () => {
    const { complaintId } = await file();
    const stream = complaintStreamId(complaintId);
    const { state, version } = await store.aggregate(stream, evolve, initialComplaintState());
    const first = decide({ type: 'ChangeStatus', complaintId, actor: admin, to: 'under_review', now: at(1) }, state);
    const second = decide({ type: 'ChangeStatus', complaintId, actor: person('admin'), to: 'rejected', reason: 'Spam', now: at(1) }, state);
    const results = await Promise.allSettled([store.append(stream, version, first), store.append(stream, version, second)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: expect.any(ConcurrencyError) });
  });

  it('show a complaint overdue only while open and past its deadline', async () => {
    const { complaintId } = await file({ urgency: 'high' });
    const overdue = async (now: Date) =>
      (
        await pool.query(
          `SELECT status IN ('pending', 'under_review', 'in_progress') AND due_at < $2 AS overdue FROM complaints WHERE id = $1`,
          [complaintId, now],
        )
      ).rows[0].overdue;
    expect(await overdue(at(2 * DAY - 1))).toBe(false);
    expect(await overdue(at(2 * DAY + 1))).toBe(true);
    await run(complaintId, { type: 'ChangeStatus', actor: admin, to: 'rejected', reason: 'Not civic', now: at(3 * DAY) });
    expect(await overdue(at(4 * DAY))).toBe(false);
  });

  it('are the same when rebuilt from the stream, and applying an event twice changes nothing', async () => {
    const { complaintId, author } = await file();
    const voter = person();
    await run(complaintId, { type: 'Upvote', actor: voter, now: at(1) });
    await run(complaintId, { type: 'WithdrawUpvote', actor: voter, now: at(2) });
    await run(complaintId, { type: 'Upvote', actor: voter, now: at(3) });
    await run(complaintId, { type: 'Comment', actor: voter, commentId: randomUUID(), authorDisplayName: 'R K.', text: 'Yes', now: at(4) });
    await run(complaintId, {
      type: 'AttachEvidence',
      actor: author,
      evidenceId: randomUUID(),
      kind: 'document',
      mime: 'application/pdf',
      size: 999,
      storedName: 'f.pdf',
      now: at(5),
    });
    await run(complaintId, { type: 'RecordScreening', actor: SYSTEM_ACTOR, now: at(6) });
    await run(complaintId, { type: 'RejectModeration', actor: admin, reason: 'Names a person', now: at(7) });
    await run(complaintId, { type: 'UpdateComplaint', actor: author, changes: { urgency: 'low', location: null }, now: at(8) });
    await run(complaintId, { type: 'ChangeStatus', actor: admin, to: 'closed', reason: 'Handled by the state board', now: at(9) });
    const live = await rowsOf(complaintId);
    const events = await store.readStream(complaintStreamId(complaintId));

    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      for (const table of ['complaints', 'complaint_votes', 'complaint_timeline', 'complaint_evidence']) {
        await client.query(`DELETE FROM ${table} WHERE ${table === 'complaints' ? 'id' : 'complaint_id'} = $1`, [complaintId]);
      }
      await applyAll(events, client);
      await applyAll(events, client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
    expect(await rowsOf(complaintId)).toEqual(live);
    // Clearing the location changed the text: the rejected post went back to draft for a new screening.
    expect(live.complaint).toMatchObject({ upvotes: 1, social_status: 'draft', revision: 1, location: null, urgency: 'low', status: 'closed' });
  });
});
