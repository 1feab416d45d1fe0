import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  complaintStreamId,
  decide,
  evolve,
  formatRegistrationNumber,
  initialComplaintState,
  registrationYearOf,
  SYSTEM_ACTOR,
  type ComplaintCommand,
  type ComplaintEvent,
  type ComplaintState,
} from '@jan-seva/complaints';
import { PostgresEventStore } from '@jan-seva/event-store';
import type { Pool } from 'pg';
import { citizen, startTestApi, type TestApi } from '../../../../test-support/api-app';
import { createCliContextFor } from '../../../../test-support/cli-context';
import { testPool } from '../../../../test-support/database';
import { ensureAdmin } from '../cli/ensure-admin';
import { allInlineProjections } from '../database/projections';

// The Complaints HTTP API on the run's database: filing with gapless registration numbers,
// visibility, evidence checked by content, votes under concurrency, racing administrators,
// moderation, statistics and the admin resources. No worker runs here: where a test needs a
// screening it records one through the domain, as the complaint-moderation worker would.
jest.setTimeout(120_000);

let api: TestApi;
let pool: Pool;
let store: PostgresEventStore;
let uploadDir: string;
let adminToken: string;
let secondAdminToken: string;

interface Citizen {
  token: string;
  userId: string;
  email: string;
  phone: string;
}

async function register(overrides: Record<string, unknown> = {}): Promise<Citizen> {
  const payload = citizen(overrides);
  const response = await api.request('POST', '/api/auth/register', { body: payload });
  expect(response.status).toBe(201);
  return { token: response.body.data.token, userId: response.body.data.user.id, email: payload.email, phone: payload.phone };
}

async function adminLogin(email: string): Promise<string> {
  const response = await api.request('POST', '/api/auth/login', { body: { identifier: email, password: 'Sachiv-Mandal-2026' } });
  expect(response.status).toBe(200);
  return response.body.data.token;
}

const complaintBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Water pipe leaking near school',
  description: 'The main water pipe near our school is leaking badly since Monday.',
  category: 'Water Supply',
  location: 'Gandhi Nagar, Bhopal',
  ...overrides,
});

async function file(token: string, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await api.request('POST', '/api/complaints', { token, body: complaintBody(overrides), headers });
  expect(response.status).toBe(201);
  return response.body.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON under test
}

/** What the worker does: the domain's command on the stream, appended with the API's projections. */
async function runAsSystem(complaintId: string, command: ComplaintCommand): Promise<ComplaintEvent[]> {
  const stream = complaintStreamId(complaintId);
  const { state, version } = await store.aggregate<ComplaintState, ComplaintEvent>(stream, evolve, initialComplaintState());
  const events = decide(command, state);
  if (events.length > 0) await store.append(stream, version, events);
  return events;
}

/** A word no other complaint has: letters only (long numbers are not searchable in the public list). */
const letters = () => [...randomUUID().replace(/-/g, '')].map((char) => String.fromCharCode(97 + (parseInt(char, 16) % 26))).join('').slice(0, 12);
const sequenceOf = (registrationNumber: string) => Number(registrationNumber.split('-')[2]);
const adminPath = (path: string, params: Record<string, unknown> = {}) =>
  `${path}?${Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&')}`;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function upload(token: string, complaintId: string, files: Array<{ bytes: Uint8Array; name: string; type?: string }>) {
  const form = new FormData();
  for (const { bytes, name, type } of files) form.append('files', new Blob([Buffer.from(bytes)], { type: type ?? 'application/octet-stream' }), name);
  return api.request('POST', `/api/complaints/${complaintId}/evidence`, { token, raw: form });
}

let asha: Citizen;
let ravi: Citizen;

beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'jan-seva-complaints-'));
  api = await startTestApi({ UPLOAD_DIR: uploadDir });
  pool = testPool(5);
  store = new PostgresEventStore(pool, allInlineProjections);
  const stamp = Date.now();
  const context = await createCliContextFor(api.config);
  try {
    await ensureAdmin(context, { email: `grievance.${stamp}@janseva.gov.in`, password: 'Sachiv-Mandal-2026', firstName: 'Meera' });
    await ensureAdmin(context, { email: `grievance2.${stamp}@janseva.gov.in`, password: 'Sachiv-Mandal-2026', firstName: 'Kabir' });
  } finally {
    await context.close();
  }
  adminToken = await adminLogin(`grievance.${stamp}@janseva.gov.in`);
  secondAdminToken = await adminLogin(`grievance2.${stamp}@janseva.gov.in`);
  asha = await register({ firstName: 'Asha', lastName: 'Verma' });
  ravi = await register({ firstName: 'Ravi', lastName: 'Kumar' });
});

afterAll(async () => {
  await api.close();
  await pool.end();
  await rm(uploadDir, { recursive: true, force: true });
});

describe('filing a complaint', () => {
  it('registers it as pending with a sequential JS-<year>-NNNNNN number, the defaults, the route and the tags', async () => {
    const first = await file(asha.token);
    const second = await file(asha.token, { category: 'Other', title: 'Stray cattle', description: 'Cattle on the main road at night' });
    const year = registrationYearOf(new Date());
    expect(first.registrationNumber).toMatch(new RegExp(`^JS-${year}-\\d{6}$`));
    expect(sequenceOf(second.registrationNumber)).toBe(sequenceOf(first.registrationNumber) + 1);

    expect(first).toMatchObject({
      status: 'pending',
      urgency: 'medium',
      postToSocial: true,
      socialStatus: 'draft',
      upvotes: 0,
      comments: 0,
      evidenceCount: 0,
      author: 'Asha V.',
      mine: true,
      // Routed by category at once; the filing itself says 'Auto-assigned' (timeline).
      department: 'Jal Board / Water Supply Department',
      tags: ['main', 'water', 'pipe'],
      location: 'Gandhi Nagar, Bhopal',
    });
    expect(first.timeline.map((entry: { type: string }) => entry.type)).toEqual(['ComplaintFiled', 'ComplaintAssigned']);
    expect(first.timeline[0].summary).toMatchObject({ registrationNumber: first.registrationNumber, department: 'Auto-assigned' });
    // A category without a route stays 'Auto-assigned' for an administrator to assign.
    expect(second.department).toBe('Auto-assigned');
    // Medium urgency: a deadline 7 days after filing.
    expect(Date.parse(first.dueAt) - Date.parse(first.timestamp)).toBe(7 * 24 * 3600 * 1000);

    const byNumber = await api.request('GET', `/api/complaints/${first.registrationNumber}`, { token: asha.token });
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.data.id).toBe(first.id);
  });

  it("refuses a complaint without title, description or category with 'Please fill in all required fields'", async () => {
    for (const body of [
      { description: 'Broken', category: 'Other' },
      { title: '   ', description: 'Broken', category: 'Other' },
      { title: 'Pothole', description: '', category: 'Infrastructure' },
      { title: 'Pothole', description: 'Deep pothole' },
    ]) {
      const response = await api.request('POST', '/api/complaints', { token: asha.token, body });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Please fill in all required fields');
    }
    expect((await api.request('POST', '/api/complaints', { body: complaintBody() })).status).toBe(401);
  });

  it('honours the Idempotency-Key: a retried filing returns the same complaint and records it once', async () => {
    const key = `file-${randomUUID()}`;
    const requests = await Promise.all(
      [1, 2, 3].map(() => api.request('POST', '/api/complaints', { token: asha.token, body: complaintBody({ title: 'Retried filing' }), headers: { 'idempotency-key': key } })),
    );
    expect(requests.map((response) => response.status)).toEqual([201, 201, 201]);
    const ids = new Set(requests.map((response) => response.body.data.id));
    expect(ids.size).toBe(1);
    expect(requests.filter((response) => response.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);
    const [id] = [...ids];
    const events = await pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'ComplaintFiled'`, [complaintStreamId(id)]);
    expect(events.rows[0].n).toBe(1);
    // The replays gave their numbers back: the next filing follows without a gap.
    const next = await file(asha.token);
    expect(sequenceOf(next.registrationNumber)).toBe(sequenceOf(requests[0]!.body.data.registrationNumber) + 1);
    // Another citizen's same key is another request.
    const other = await api.request('POST', '/api/complaints', { token: ravi.token, body: complaintBody(), headers: { 'idempotency-key': key } });
    expect(other.body.data.id).not.toBe(id);
  });
});

describe('many filings at once', () => {
  it('numbers 40 simultaneous filings without a gap or a repeat, replays and refusals included', async () => {
    const key = `burst-${randomUUID()}`;
    const requests = [
      ...Array.from({ length: 34 }, (_, index) => ({ token: index % 2 ? asha.token : ravi.token, body: complaintBody({ title: `Burst ${index}` }), headers: {} })),
      ...Array.from({ length: 3 }, () => ({ token: asha.token, body: complaintBody({ title: 'Burst retried' }), headers: { 'idempotency-key': key } })),
      ...Array.from({ length: 3 }, () => ({ token: ravi.token, body: complaintBody({ category: 'Potholes' }), headers: {} })),
    ];
    const responses = await Promise.all(requests.map((request) => api.request('POST', '/api/complaints', request)));
    expect(responses.filter((response) => response.status === 400)).toHaveLength(3);
    const filed = responses.filter((response) => response.status === 201).map((response) => response.body.data as { id: string; registrationNumber: string });
    expect(filed).toHaveLength(37);
    const distinct = new Map(filed.map((complaint) => [complaint.id, complaint.registrationNumber]));
    expect(distinct.size).toBe(35);
    const numbers = [...distinct.values()].map(sequenceOf).sort((a, b) => a - b);
    expect(numbers.at(-1)! - numbers[0]!).toBe(34);
    expect(new Set(numbers).size).toBe(35);
    // The next one follows on.
    expect(sequenceOf((await file(asha.token)).registrationNumber)).toBe(numbers.at(-1)! + 1);
  });
});

describe('who sees what', () => {
  it('keeps a complaint awaiting moderation to its author; lists one not meant for posting publicly at once, without personal data', async () => {
    const draft = await file(asha.token, { title: `Draft ${randomUUID()}` });
    const open = await file(asha.token, {
      title: `Open ${randomUUID()}`,
      description: `Streetlight broken, call me on 98765 43210 or write to asha.${Date.now()}@example.in`,
      postToSocial: false,
      category: 'Electricity',
    });
    expect(open.socialStatus).toBe('not_requested');

    expect((await api.request('GET', `/api/complaints/${draft.id}`, { token: ravi.token })).status).toBe(404);
    expect((await api.request('GET', `/api/complaints/${draft.id}`)).status).toBe(404);
    expect((await api.request('GET', `/api/complaints/${draft.registrationNumber}`, { token: ravi.token })).status).toBe(404);
    expect((await api.request('GET', `/api/complaints/${draft.id}`, { token: adminToken })).status).toBe(200);

    const publicList = await api.request('GET', '/api/complaints?pageSize=100');
    expect(publicList.status).toBe(200);
    const publicIds = publicList.body.data.items.map((item: { id: string }) => item.id);
    expect(publicIds).toContain(open.id);
    expect(publicIds).not.toContain(draft.id);
    expect(publicList.body.data).toMatchObject({ page: 1, pageSize: 100 });
    expect(publicList.body.data.total).toBeGreaterThanOrEqual(1);

    const listed = publicList.body.data.items.find((item: { id: string }) => item.id === open.id);
    expect(listed.author).toBe('Asha V.');
    expect(listed.description).toContain('[phone removed]');
    expect(listed.description).toContain('[email removed]');
    const publicDetail = await api.request('GET', `/api/complaints/${open.id}`, { token: ravi.token });
    for (const body of [JSON.stringify(publicList.body), JSON.stringify(publicDetail.body)]) {
      expect(body).not.toContain(asha.userId);
      expect(body).not.toContain(asha.email);
      expect(body).not.toContain(asha.phone);
      expect(body).not.toContain('98765 43210');
      expect(body).not.toContain('Verma');
    }
    expect(publicDetail.body.data).toMatchObject({ mine: false, evidence: [] });

    // The author reads her own words and sees every own complaint, drafts included.
    const own = await api.request('GET', `/api/complaints/${open.id}`, { token: asha.token });
    expect(own.body.data.description).toContain('98765 43210');
    const mine = await api.request('GET', '/api/complaints?mine=true&pageSize=100', { token: asha.token });
    const mineIds = mine.body.data.items.map((item: { id: string }) => item.id);
    expect(mineIds).toEqual(expect.arrayContaining([draft.id, open.id]));
    expect(mine.body.data.items.find((item: { id: string }) => item.id === draft.id).socialStatus).toBe('draft');
    const ravisOwn = await api.request('GET', '/api/complaints?mine=true&pageSize=100', { token: ravi.token });
    expect(ravisOwn.body.data.items.map((item: { id: string }) => item.id)).not.toContain(draft.id);
    expect((await api.request('GET', '/api/complaints?mine=true')).status).toBe(401);

    // A phone number is not a public search term (it would tell whose complaint holds it); the author can search by it.
    const byPhone = await api.request('GET', '/api/complaints?q=98765%2043210&pageSize=100', { token: ravi.token });
    expect(byPhone.body.data.items.map((item: { id: string }) => item.id)).not.toContain(open.id);
    const ownByPhone = await api.request('GET', '/api/complaints?mine=true&q=98765', { token: asha.token });
    expect(ownByPhone.body.data.items.map((item: { id: string }) => item.id)).toEqual([open.id]);
  });

  it('filters by status, category, urgency and words, and sorts by urgency weight and by votes', async () => {
    const marker = `kumbhmela${letters()}`;
    const low = await file(asha.token, { title: `${marker} low`, urgency: 'low', postToSocial: false, category: 'Sanitation' });
    const high = await file(asha.token, { title: `${marker} high`, urgency: 'high', postToSocial: false, category: 'Sanitation' });
    const medium = await file(asha.token, { title: `${marker} medium`, postToSocial: false, category: 'Sanitation' });
    const found = async (query: string) =>
      ((await api.request('GET', `/api/complaints?${query}`)).body.data.items as Array<{ id: string }>).map((item) => item.id);

    expect(await found(`q=${marker}&sort=urgency`)).toEqual([high.id, medium.id, low.id]);
    expect(await found(`q=${marker}&sort=recent`)).toEqual([medium.id, high.id, low.id]);
    expect(await found(`q=${marker.slice(0, -3)}&urgency=high`)).toEqual([high.id]);
    expect(await found(`q=${marker}&category=Traffic`)).toEqual([]);
    expect(await found(`q=${marker}&status=all&category=Sanitation&pageSize=2&page=2`)).toEqual([low.id]);
    expect(await found(`q=${low.registrationNumber}`)).toEqual([low.id]);

    expect((await api.request('POST', `/api/complaints/${low.id}/upvote`, { token: ravi.token })).status).toBe(200);
    expect((await found(`q=${marker}&sort=upvotes`))[0]).toBe(low.id);
    const withVote = await api.request('GET', `/api/complaints?q=${marker}&sort=upvotes`, { token: ravi.token });
    expect(withVote.body.data.items[0]).toMatchObject({ id: low.id, upvotes: 1, upvoted: true });
    expect((await api.request('GET', '/api/complaints?sort=oldest')).status).toBe(400);
  });
});

describe('editing', () => {
  it('lets only the author edit, only while pending (403 / 422)', async () => {
    const complaint = await file(asha.token, { postToSocial: false });
    const edited = await api.request('PUT', `/api/complaints/${complaint.id}`, {
      token: asha.token,
      body: { description: 'Leaking for three days, water wasted everywhere', urgency: 'high' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ urgency: 'high', tags: ['leaking', 'three', 'days'] });

    const byOther = await api.request('PUT', `/api/complaints/${complaint.id}`, { token: ravi.token, body: { title: 'Hijacked' } });
    expect(byOther.status).toBe(403);
    expect(byOther.body.code).toBe('COMPLAINT.NOT_AUTHOR');
    const draft = await file(asha.token);
    expect((await api.request('PUT', `/api/complaints/${draft.id}`, { token: ravi.token, body: { title: 'Hijacked' } })).status).toBe(403);

    const moved = await api.request('POST', `/api/admin/complaints/${complaint.id}/status`, { token: adminToken, body: { status: 'under_review' } });
    expect(moved.status).toBe(200);
    const late = await api.request('PUT', `/api/complaints/${complaint.id}`, { token: asha.token, body: { title: 'Too late' } });
    expect(late.status).toBe(422);
    expect(late.body.code).toBe('COMPLAINT.NOT_EDITABLE');
    expect((await api.request('PUT', `/api/complaints/${complaint.id}`, { token: asha.token, body: {} })).status).toBe(400);
  });
});

describe('evidence', () => {
  it('accepts a real PNG by content, stores it outside the web root under a random name, and serves it only to the author and staff', async () => {
    const complaint = await file(asha.token);
    const response = await upload(asha.token, complaint.id, [{ bytes: PNG, name: 'pothole.png', type: 'image/png' }]);
    expect(response.status).toBe(201);
    expect(response.body.data.evidenceCount).toBe(1);
    const [evidence] = response.body.data.evidence;
    expect(evidence).toMatchObject({ kind: 'photo', mime: 'image/png', size: PNG.length });

    const stored = readdirSync(join(uploadDir, 'complaints'));
    expect(stored.every((name) => /^[a-f0-9]{32}$/.test(name))).toBe(true);
    const row = await pool.query('SELECT stored_name FROM complaint_evidence WHERE id = $1', [evidence.id]);
    expect(readFileSync(join(uploadDir, 'complaints', row.rows[0].stored_name)).equals(PNG)).toBe(true);

    for (const token of [asha.token, adminToken]) {
      const download = await fetch(`${api.url}${evidence.url}`, { headers: { authorization: `Bearer ${token}` } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('image/png');
      expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="JS-\d{4}-\d{6}-[0-9a-f]{8}\.png"$/);
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
    }
    expect((await api.request('GET', evidence.url, { token: ravi.token })).status).toBe(403);
    expect((await api.request('GET', evidence.url)).status).toBe(401);
    expect((await api.request('GET', `/api/complaints/${complaint.id}/evidence/${randomUUID()}`, { token: asha.token })).status).toBe(404);
  });

  it('refuses a renamed executable (415), a file over its limit (413), too many files (400) and another citizen (403)', async () => {
    const complaint = await file(asha.token, { postToSocial: false });
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 0x41)]);
    const renamed = await upload(asha.token, complaint.id, [{ bytes: executable, name: 'photo.jpg', type: 'image/jpeg' }]);
    expect(renamed.status).toBe(415);
    expect(renamed.body.code).toBe('EVIDENCE.UNSUPPORTED_TYPE');
    const script = await upload(asha.token, complaint.id, [{ bytes: Buffer.from('#!/bin/sh\nrm -rf /\n'), name: 'voice.mp3', type: 'audio/mpeg' }]);
    expect(script.status).toBe(415);

    // A PNG header and 5 MB + 1 byte: a photo over its 5 MB limit.
    const bigPhoto = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(5 * 1024 * 1024 + 1 - 16)]);
    const tooBig = await upload(asha.token, complaint.id, [{ bytes: bigPhoto, name: 'big.png' }]);
    expect(tooBig.status).toBe(413);
    // Over the 10 MB of any kind: cut off by the parser.
    const huge = await upload(asha.token, complaint.id, [{ bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]), name: 'a.pdf' }]);
    expect(huge.status).toBe(413);
    const six = await upload(asha.token, complaint.id, Array.from({ length: 6 }, (_, index) => ({ bytes: PNG, name: `p${index}.png` })));
    expect(six.status).toBe(400);

    const byOther = await upload(ravi.token, complaint.id, [{ bytes: PNG, name: 'x.png' }]);
    expect(byOther.status).toBe(403);
    // A PDF and an MP3 voice note (ID3) are fine; nothing of the refused uploads was recorded.
    const mixed = await upload(asha.token, complaint.id, [
      { bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), name: 'letter.pdf' },
      { bytes: Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(64)]), name: 'note.bin' },
    ]);
    expect(mixed.status).toBe(201);
    expect(mixed.body.data.evidence.map((item: { kind: string; mime: string }) => [item.kind, item.mime])).toEqual([
      ['document', 'application/pdf'],
      ['voice', 'audio/mpeg'],
    ]);
  });

  it('keeps a complaint to 10 attachments (422)', async () => {
    const complaint = await file(asha.token, { postToSocial: false });
    const five = Array.from({ length: 5 }, (_, index) => ({ bytes: PNG, name: `p${index}.png` }));
    expect((await upload(asha.token, complaint.id, five)).status).toBe(201);
    expect((await upload(asha.token, complaint.id, five)).status).toBe(201);
    const eleventh = await upload(asha.token, complaint.id, [{ bytes: PNG, name: 'p.png' }]);
    expect(eleventh.status).toBe(422);
    expect(eleventh.body.code).toBe('COMPLAINT.EVIDENCE_LIMIT');
  });
});

describe('votes', () => {
  it('counts 50 simultaneous upvotes by one citizen once, and by 50 citizens fifty times; the author cannot vote (403)', async () => {
    const complaint = await file(asha.token, { postToSocial: false });
    const same = await Promise.all(Array.from({ length: 50 }, () => api.request('POST', `/api/complaints/${complaint.id}/upvote`, { token: ravi.token })));
    expect(same.map((response) => response.status)).toEqual(Array(50).fill(200));
    const afterSame = await api.request('GET', `/api/complaints/${complaint.id}`, { token: ravi.token });
    expect(afterSame.body.data).toMatchObject({ upvotes: 1, upvoted: true });
    const upvoteEvents = await pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'ComplaintUpvoted'`, [complaintStreamId(complaint.id)]);
    expect(upvoteEvents.rows[0].n).toBe(1);

    const own = await api.request('POST', `/api/complaints/${complaint.id}/upvote`, { token: asha.token });
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('COMPLAINT.OWN_COMPLAINT');

    const many = await file(asha.token, { postToSocial: false });
    const voters: Citizen[] = [];
    for (let batch = 0; batch < 5; batch += 1) voters.push(...(await Promise.all(Array.from({ length: 10 }, () => register()))));
    const votes = await Promise.all(voters.map((voter) => api.request('POST', `/api/complaints/${many.id}/upvote`, { token: voter.token })));
    expect(votes.map((response) => response.status)).toEqual(Array(50).fill(200));
    const counted = await api.request('GET', `/api/complaints/${many.id}`);
    expect(counted.body.data.upvotes).toBe(50);
    const rows = await pool.query('SELECT count(*)::int AS n FROM complaint_votes WHERE complaint_id = $1', [many.id]);
    expect(rows.rows[0].n).toBe(50);

    // Withdrawing is idempotent.
    const withdrawn = await api.request('DELETE', `/api/complaints/${complaint.id}/upvote`, { token: ravi.token });
    expect(withdrawn.body.data).toMatchObject({ upvotes: 0, upvoted: false });
    expect((await api.request('DELETE', `/api/complaints/${complaint.id}/upvote`, { token: ravi.token })).status).toBe(200);
    // A complaint others cannot see cannot be voted on.
    const draft = await file(asha.token);
    expect((await api.request('POST', `/api/complaints/${draft.id}/upvote`, { token: ravi.token })).status).toBe(404);
  });
});

describe('administrators', () => {
  it('answers citizens with 403 and visitors with 401 on every admin route', async () => {
    const complaint = await file(asha.token);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/complaints'],
      ['GET', `/api/admin/complaints/${complaint.id}`],
      ['GET', '/api/admin/complaints-overdue'],
      ['GET', '/api/admin/moderation-queue'],
      ['POST', `/api/admin/complaints/${complaint.id}/status`, { status: 'under_review' }],
      ['POST', `/api/admin/complaints/${complaint.id}/assign`, { department: 'Revenue Department' }],
      ['POST', `/api/admin/complaints/${complaint.id}/interim-reply`, { text: 'x', expectedBy: new Date(Date.now() + 86_400_000).toISOString() }],
      ['POST', `/api/admin/complaints/${complaint.id}/duplicate`, { duplicateOf: complaint.registrationNumber }],
      ['POST', `/api/admin/complaints/${complaint.id}/moderation/approve`, {}],
      ['POST', `/api/admin/complaints/${complaint.id}/moderation/reject`, { reason: 'x' }],
    ];
    for (const [method, path, body] of routes) {
      expect([path, (await api.request(method, path, { token: asha.token, body })).status]).toEqual([path, 403]);
      expect([path, (await api.request(method, path, { body })).status]).toEqual([path, 401]);
    }
  });

  it('lets one of two administrators changing the status at once win; the other gets 409', async () => {
    const complaint = await file(asha.token, { postToSocial: false });
    const record = await api.request('GET', `/api/admin/complaints/${complaint.id}`, { token: adminToken });
    const version = record.body.version as number;
    const [first, second] = await Promise.all([
      api.request('POST', `/api/admin/complaints/${complaint.id}/status`, { token: adminToken, body: { status: 'under_review', expectedVersion: version } }),
      api.request('POST', `/api/admin/complaints/${complaint.id}/status`, {
        token: secondAdminToken,
        body: { status: 'rejected', reason: 'Not a civic matter', expectedVersion: version },
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const events = await pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'ComplaintStatusChanged'`, [complaintStreamId(complaint.id)]);
    expect(events.rows[0].n).toBe(1);
    const winner = first.status === 200 ? 'under_review' : 'rejected';
    expect((await api.request('GET', `/api/complaints/${complaint.id}`)).body.data.status).toBe(winner);

    // An illegal move is 422 with the reason; a missing reason for a rejection is 400.
    const illegal = await api.request('POST', `/api/admin/complaints/${complaint.id}/status`, { token: adminToken, body: { status: 'under_review' } });
    if (winner === 'rejected') expect(illegal.status).toBe(422);
    const noReason = await api.request('POST', `/api/admin/complaints/${complaint.id}/status`, { token: adminToken, body: { status: 'closed' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.reason).toBe('Please give a reason');
  });

  it('lists complaints in the ra-data-simple-rest format with filters, sorts, overdue view, assignment, interim reply and duplicates', async () => {
    const marker = `nalanda${letters()}`;
    const one = await file(asha.token, { title: `${marker} one`, category: 'Traffic', urgency: 'high' });
    const two = await file(ravi.token, { title: `${marker} two`, category: 'Traffic', urgency: 'low', postToSocial: false });
    const list = await api.request('GET', adminPath('/api/admin/complaints', { filter: { q: marker }, sort: ['urgency', 'DESC'], range: [0, 9] }), { token: adminToken });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body.map((item: { id: string }) => item.id)).toEqual([one.id, two.id]);
    expect(list.headers.get('content-range')).toBe('complaints 0-1/2');
    expect(list.body[0]).toMatchObject({ authorName: 'Asha V.', socialStatus: 'draft', version: expect.any(Number) });
    const filtered = await api.request('GET', adminPath('/api/admin/complaints', { filter: { q: marker, socialStatus: 'not_requested', department: 'traffic' } }), { token: adminToken });
    expect(filtered.body.map((item: { id: string }) => item.id)).toEqual([two.id]);
    expect((await api.request('GET', adminPath('/api/admin/complaints', { sort: ['password', 'ASC'] }), { token: adminToken })).status).toBe(400);

    const detail = await api.request('GET', `/api/admin/complaints/${one.registrationNumber}`, { token: adminToken });
    expect(detail.body).toMatchObject({ id: one.id, authorContact: { email: asha.email, phone: asha.phone } });
    expect(detail.body.timeline.length).toBeGreaterThanOrEqual(2);

    const assigned = await api.request('POST', `/api/admin/complaints/${one.id}/assign`, { token: adminToken, body: { department: 'Transport Department' } });
    expect(assigned.status).toBe(200);
    expect(assigned.body.department).toBe('Transport Department');
    const expectedBy = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const reply = await api.request('POST', `/api/admin/complaints/${one.id}/interim-reply`, { token: adminToken, body: { text: 'Signal parts ordered', expectedBy } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ dueAt: expectedBy, interimReply: { text: 'Signal parts ordered', expectedBy } });
    const past = await api.request('POST', `/api/admin/complaints/${one.id}/interim-reply`, { token: adminToken, body: { text: 'x', expectedBy: '2020-01-01T00:00:00Z' } });
    expect(past.status).toBe(400);

    const duplicate = await api.request('POST', `/api/admin/complaints/${two.id}/duplicate`, { token: adminToken, body: { original: one.registrationNumber } });
    expect(duplicate.status).toBe(200);
    expect(duplicate.body).toMatchObject({ status: 'closed', statusReason: `Duplicate of ${one.registrationNumber}`, duplicateOf: { id: one.id } });
    const unknown = await api.request('POST', `/api/admin/complaints/${one.id}/duplicate`, { token: adminToken, body: { duplicateOf: 'JS-2026-999999' } });
    expect(unknown.status).toBe(404);
    const itself = await api.request('POST', `/api/admin/complaints/${one.id}/duplicate`, { token: adminToken, body: { duplicateOf: one.id } });
    expect(itself.status).toBe(400);

    // An overdue complaint: filed (through the domain) 3 days ago with high urgency (48 h).
    const late = randomUUID();
    const filedAt = new Date(Date.now() - 3 * 86_400_000);
    await runAsSystem(late, {
      type: 'FileComplaint',
      complaintId: late,
      registrationNumber: formatRegistrationNumber(2091, 100_000 + Math.floor(Math.random() * 800_000)),
      actor: { id: asha.userId, role: 'user' },
      authorDisplayName: 'Asha V.',
      title: `${marker} late`,
      description: 'Signal dead for days',
      category: 'Traffic',
      urgency: 'high',
      postToSocial: false,
      now: filedAt,
    });
    const overdue = await api.request('GET', adminPath('/api/admin/complaints-overdue', { filter: { q: marker } }), { token: adminToken });
    expect(overdue.status).toBe(200);
    expect(overdue.body.map((item: { id: string }) => item.id)).toEqual([late]);
    expect(overdue.body[0].overdue).toBe(true);
    expect(overdue.headers.get('content-range')).toBe('complaints-overdue 0-0/1');
    const overdueFilter = await api.request('GET', adminPath('/api/admin/complaints', { filter: { q: marker, overdue: true } }), { token: adminToken });
    expect(overdueFilter.body.map((item: { id: string }) => item.id)).toEqual([late]);
  });
});

describe('moderation', () => {
  it('queues a screened complaint with its findings; approval lists it publicly with the redacted text; rejection tells the author why', async () => {
    const complaint = await file(asha.token, {
      title: `Ration shop ${randomUUID().slice(0, 8)}`,
      description: 'The ration dealer is a bastard who never opens. Call 9876543210 for details.',
      category: 'Other',
    });
    expect((await api.request('POST', `/api/admin/complaints/${complaint.id}/moderation/approve`, { token: adminToken, body: {} })).status).toBe(422);
    await runAsSystem(complaint.id, { type: 'RecordScreening', complaintId: complaint.id, actor: SYSTEM_ACTOR, now: new Date() });

    const queue = await api.request('GET', adminPath('/api/admin/moderation-queue', { range: [0, 499] }), { token: adminToken });
    expect(queue.status).toBe(200);
    const entry = queue.body.find((item: { id: string }) => item.id === complaint.id);
    expect(entry.findingKinds.sort()).toEqual(['abuse', 'phone']);
    expect(entry.verdict).toBe('needs_review');
    expect(entry.redactedText).not.toContain('9876543210');
    expect(entry.redactedText).not.toContain('bastard');
    expect(entry.originalText).toContain('9876543210');
    expect((await api.request('GET', `/api/complaints/${complaint.id}`, { token: ravi.token })).status).toBe(404);

    const approved = await api.request('POST', `/api/admin/complaints/${complaint.id}/moderation/approve`, { token: adminToken, body: {} });
    expect(approved.status).toBe(200);
    expect(approved.body.socialStatus).toBe('approved');
    const publicView = await api.request('GET', `/api/complaints/${complaint.id}`, { token: ravi.token });
    expect(publicView.status).toBe(200);
    expect(publicView.body.data.description).not.toContain('9876543210');
    expect(publicView.body.data.description).not.toContain('bastard');
    const afterQueue = await api.request('GET', adminPath('/api/admin/moderation-queue', { range: [0, 499] }), { token: adminToken });
    expect(afterQueue.body.map((item: { id: string }) => item.id)).not.toContain(complaint.id);

    const other = await file(asha.token, { description: 'My neighbour Ramesh at H.No. 12 blocks the drain' });
    await runAsSystem(other.id, { type: 'RecordScreening', complaintId: other.id, actor: SYSTEM_ACTOR, now: new Date() });
    expect((await api.request('POST', `/api/admin/complaints/${other.id}/moderation/reject`, { token: adminToken, body: {} })).status).toBe(400);
    const rejected = await api.request('POST', `/api/admin/complaints/${other.id}/moderation/reject`, { token: adminToken, body: { reason: 'Names a private person' } });
    expect(rejected.status).toBe(200);
    const seenByAuthor = await api.request('GET', `/api/complaints/${other.id}`, { token: asha.token });
    expect(seenByAuthor.body.data).toMatchObject({ socialStatus: 'rejected', moderationReason: 'Names a private person', moderation: { decision: 'rejected' } });
    expect(seenByAuthor.body.data.timeline.map((item: { type: string }) => item.type)).toContain('ComplaintModerationRejected');
    // Screening entries are for staff only.
    expect(seenByAuthor.body.data.timeline.map((item: { type: string }) => item.type)).not.toContain('ComplaintScreened');
    const staffView = await api.request('GET', `/api/admin/complaints/${other.id}`, { token: adminToken });
    expect(staffView.body.timeline.map((item: { type: string }) => item.type)).toContain('ComplaintScreened');
  });
});

describe('after disposal', () => {
  it('takes comments while open, then feedback and an appeal from the author only', async () => {
    const complaint = await file(asha.token, { postToSocial: false });
    const comment = await api.request('POST', `/api/complaints/${complaint.id}/comments`, {
      token: ravi.token,
      body: { text: 'Same problem on our street' },
      headers: { 'idempotency-key': `comment-${randomUUID()}` },
    });
    expect(comment.status).toBe(201);
    expect(comment.body.data.comments).toBe(1);
    const entry = comment.body.data.timeline.find((item: { type: string }) => item.type === 'ComplaintCommented');
    expect(entry.summary).toMatchObject({ authorDisplayName: 'Ravi K.', text: 'Same problem on our street', official: false });
    expect((await api.request('POST', `/api/complaints/${complaint.id}/comments`, { token: ravi.token, body: { text: '' } })).status).toBe(400);

    expect((await api.request('POST', `/api/complaints/${complaint.id}/feedback`, { token: asha.token, body: { rating: 5 } })).status).toBe(422);
    await api.request('POST', `/api/admin/complaints/${complaint.id}/status`, { token: adminToken, body: { status: 'in_progress' } });
    const resolved = await api.request('POST', `/api/admin/complaints/${complaint.id}/status`, { token: adminToken, body: { status: 'resolved', reason: 'Pipe replaced' } });
    expect(resolved.status).toBe(200);

    expect((await api.request('POST', `/api/complaints/${complaint.id}/feedback`, { token: ravi.token, body: { rating: 5 } })).status).toBe(403);
    expect((await api.request('POST', `/api/complaints/${complaint.id}/feedback`, { token: asha.token, body: { rating: 6 } })).status).toBe(400);
    const feedback = await api.request('POST', `/api/complaints/${complaint.id}/feedback`, { token: asha.token, body: { rating: 4, comment: 'Quick work' } });
    expect(feedback.status).toBe(200);
    expect(feedback.body.data.feedback).toMatchObject({ rating: 4, comment: 'Quick work' });
    expect((await api.request('POST', `/api/complaints/${complaint.id}/feedback`, { token: asha.token, body: { rating: 5 } })).status).toBe(422);
    expect((await api.request('POST', `/api/complaints/${complaint.id}/comments`, { token: ravi.token, body: { text: 'Thanks' } })).status).toBe(422);

    expect((await api.request('POST', `/api/complaints/${complaint.id}/appeal`, { token: ravi.token, body: { reason: 'Not fixed' } })).status).toBe(403);
    const appealed = await api.request('POST', `/api/complaints/${complaint.id}/appeal`, { token: asha.token, body: { reason: 'Leaking again' } });
    expect(appealed.status).toBe(200);
    expect(appealed.body.data).toMatchObject({ status: 'under_review', appeal: { reason: 'Leaking again' } });
    expect((await api.request('POST', `/api/complaints/${complaint.id}/appeal`, { token: asha.token, body: { reason: 'Again' } })).status).toBe(422);
  });
});

describe('documentation and health', () => {
  it('documents every complaints route in OpenAPI, with request bodies from the contracts', async () => {
    const document = (await api.request('GET', '/api/docs-json')).body;
    const expected: Array<[string, string]> = [
      ['/api/complaints', 'get'],
      ['/api/complaints', 'post'],
      ['/api/complaints/stats', 'get'],
      ['/api/complaints/{id}', 'get'],
      ['/api/complaints/{id}', 'put'],
      ['/api/complaints/{id}/evidence', 'post'],
      ['/api/complaints/{id}/evidence/{evidenceId}', 'get'],
      ['/api/complaints/{id}/upvote', 'post'],
      ['/api/complaints/{id}/upvote', 'delete'],
      ['/api/complaints/{id}/comments', 'post'],
      ['/api/complaints/{id}/feedback', 'post'],
      ['/api/complaints/{id}/appeal', 'post'],
      ['/api/community/posts', 'get'],
      ['/api/admin/complaints', 'get'],
      ['/api/admin/complaints/{id}', 'get'],
      ['/api/admin/complaints-overdue', 'get'],
      ['/api/admin/moderation-queue', 'get'],
      ['/api/admin/complaints/{id}/status', 'post'],
      ['/api/admin/complaints/{id}/assign', 'post'],
      ['/api/admin/complaints/{id}/interim-reply', 'post'],
      ['/api/admin/complaints/{id}/duplicate', 'post'],
      ['/api/admin/complaints/{id}/moderation/approve', 'post'],
      ['/api/admin/complaints/{id}/moderation/reject', 'post'],
    ];
    for (const [path, method] of expected) {
      const operation = document.paths[path]?.[method];
      expect([path, method, Boolean(operation?.summary), operation?.tags?.length > 0]).toEqual([path, method, true, true]);
    }
    const fileBody = document.paths['/api/complaints'].post.requestBody.content['application/json'].schema;
    expect(fileBody.required).toEqual(expect.arrayContaining(['title', 'description', 'category']));
    const statusBody = document.paths['/api/admin/complaints/{id}/status'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(statusBody.properties)).toEqual(expect.arrayContaining(['status', 'reason', 'expectedVersion']));
    expect(document.paths['/api/complaints/{id}/evidence'].post.requestBody.content['multipart/form-data']).toBeDefined();
  });

  it('reports the complaint-moderation and social-post queues in /api/health', async () => {
    const health = await api.request('GET', '/api/health');
    expect(Object.keys(health.body.info?.queues ?? health.body.details?.queues ?? {})).toEqual(
      expect.arrayContaining(['complaint-moderation', 'social-post']),
    );
  });
});

describe('statistics and the community feed', () => {
  it('computes counts by status and category, time to resolve, share within deadline and overdue from the read model', async () => {
    const before = (await api.request('GET', '/api/complaints/stats')).body.data;
    const complaint = await file(asha.token, { postToSocial: false, category: 'Healthcare' });
    await api.request('POST', `/api/admin/complaints/${complaint.id}/status`, { token: adminToken, body: { status: 'under_review' } });
    await api.request('POST', `/api/admin/complaints/${complaint.id}/status`, { token: adminToken, body: { status: 'resolved' } });
    const stats = await api.request('GET', '/api/complaints/stats');
    expect(stats.status).toBe(200);
    const after = stats.body.data;
    expect(Object.keys(after.byStatus).sort()).toEqual(['closed', 'in_progress', 'pending', 'rejected', 'resolved', 'under_review']);
    expect(Object.keys(after.byCategory)).toHaveLength(9);
    expect(after.total).toBe(before.total + 1);
    expect(after.byCategory.Healthcare).toBe(before.byCategory.Healthcare + 1);
    expect(after.byStatus.resolved).toBe(before.byStatus.resolved + 1);
    expect(after.total).toBe(Object.values(after.byStatus as Record<string, number>).reduce((sum, count) => sum + count, 0));
    expect(typeof after.averageHoursToResolve).toBe('number');
    expect(after.resolvedWithinDeadlineShare).toBeGreaterThan(0);
    expect(after.resolvedWithinDeadlineShare).toBeLessThanOrEqual(1);
    expect(after.overdue).toBeGreaterThanOrEqual(0);
  });

  it('serves the community feed newest first', async () => {
    const complaint = await file(asha.token, { postToSocial: false });
    await pool.query(
      `INSERT INTO community_posts (complaint_id, registration_number, category, text, published_at) VALUES ($1, $2, 'Water Supply', 'Pipe leaking', now() + interval '1 day')`,
      [complaint.id, complaint.registrationNumber],
    );
    const feed = await api.request('GET', '/api/community/posts?pageSize=5');
    expect(feed.status).toBe(200);
    expect(feed.body.data.items[0]).toMatchObject({ complaintId: complaint.id, text: 'Pipe leaking', status: 'pending', upvotes: 0 });
    expect(feed.body.data).toMatchObject({ page: 1, pageSize: 5 });
    expect((await api.request('GET', '/api/community/posts?pageSize=500')).status).toBe(400);
    expect(existsSync(join(uploadDir, 'complaints'))).toBe(true);
  });
});
