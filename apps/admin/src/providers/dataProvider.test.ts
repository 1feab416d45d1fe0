import '../test/reactAdminEnv';
import { installFakeFetch } from '../test/fakeFetch';
import { ADMIN_TOKEN_KEY } from './adminToken';
import { dataProvider } from './dataProvider';

const queryOf = (url: string | undefined) => new URL(url ?? '', 'http://localhost').searchParams;

describe('dataProvider', () => {
  beforeEach(() => localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-jwt'));

  it('asks /api/admin/<resource> in the ra-data-simple-rest format and reads Content-Range', async () => {
    const { calls } = installFakeFetch(() => ({
      status: 200,
      body: [{ id: 'u-1' }],
      headers: { 'Content-Range': 'users 0-0/42' },
    }));

    const result = await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'asha', role: 'user' },
    });

    expect(result).toEqual({ data: [{ id: 'u-1' }], total: 42 });
    expect(calls[0]?.url.startsWith('/api/admin/users?')).toBe(true);
    const query = queryOf(calls[0]?.url);
    expect(JSON.parse(query.get('sort') ?? '')).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(query.get('range') ?? '')).toEqual([25, 49]);
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ q: 'asha', role: 'user' });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer admin-jwt');
  });

  it("sends the event log's day filters as instants", async () => {
    const { calls } = installFakeFetch(() => ({
      status: 200,
      body: [],
      headers: { 'Content-Range': 'events */0' },
    }));

    await dataProvider.getList('events', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'globalPosition', order: 'DESC' },
      filter: { streamType: 'user', recordedAfter: '2025-03-01', recordedBefore: '2025-03-01' },
    });

    expect(JSON.parse(queryOf(calls[0]?.url).get('filter') ?? '')).toEqual({
      streamType: 'user',
      recordedAfter: new Date(2025, 2, 1).toISOString(),
      recordedBefore: new Date(2025, 2, 2).toISOString(),
    });
  });

  it('reads one record from /api/admin/<resource>/<id>', async () => {
    const { calls } = installFakeFetch(() => ({ status: 200, body: { id: 17, type: 'UserRegistered' } }));

    const { data } = await dataProvider.getOne('events', { id: 17 });

    expect(calls[0]?.url).toBe('/api/admin/events/17');
    expect(data).toEqual({ id: 17, type: 'UserRegistered' });
  });

  describe('schemes', () => {
    it('restores an archived scheme with POST /api/admin/schemes/:id/restore', async () => {
      const { calls } = installFakeFetch(() => ({ status: 200, body: { id: 'pm-kisan', status: 'active' } }));

      const { data } = await dataProvider.restoreScheme('pm-kisan');

      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/admin/schemes/pm-kisan/restore' });
      expect(calls[0]?.headers.get('Authorization')).toBe('Bearer admin-jwt');
      expect(data).toEqual({ id: 'pm-kisan', status: 'active' });
    });

    it('archives with DELETE /api/admin/schemes/:id', async () => {
      const { calls } = installFakeFetch(() => ({ status: 200, body: { id: 'pm-kisan', status: 'archived' } }));

      const { data } = await dataProvider.delete('schemes', { id: 'pm-kisan', previousData: { id: 'pm-kisan' } });

      expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/admin/schemes/pm-kisan' });
      expect(data).toEqual({ id: 'pm-kisan', status: 'archived' });
    });

    it("turns a 400's field messages into form errors by path", async () => {
      installFakeFetch(() => ({
        status: 400,
        body: {
          statusCode: 400,
          message: 'benefits.0.amountInr: Too small',
          fields: { 'benefits.0.amountInr': 'Too small', 'rules.1.reason.hi': 'Hindi text must be in Devanagari' },
        },
      }));

      await expect(dataProvider.create('schemes', { data: { id: 'x' } })).rejects.toMatchObject({
        status: 400,
        message: 'benefits.0.amountInr: Too small',
        body: {
          errors: {
            benefits: [{ amountInr: 'Too small' }],
            rules: [undefined, { reason: { hi: 'Hindi text must be in Devanagari' } }],
            root: { serverError: 'benefits.0.amountInr: Too small' },
          },
        },
      });
    });

    it('puts a 409 (the id is taken) on the id input', async () => {
      installFakeFetch(() => ({ status: 409, body: { statusCode: 409, message: 'A scheme with this id already exists' } }));

      await expect(dataProvider.create('schemes', { data: { id: 'pm-kisan' } })).rejects.toMatchObject({
        status: 409,
        body: { errors: { id: 'A scheme with this id already exists' } },
      });
    });

    it('passes other refusals through as they came (422 on an archived scheme)', async () => {
      installFakeFetch(() => ({ status: 422, body: { statusCode: 422, message: 'This scheme is archived; restore it before editing' } }));

      const refusal = dataProvider.update('schemes', { id: 'pm-kisan', data: { id: 'pm-kisan' }, previousData: { id: 'pm-kisan' } });

      await expect(refusal).rejects.toMatchObject({ status: 422, message: 'This scheme is archived; restore it before editing' });
      await expect(refusal).rejects.not.toHaveProperty('body.errors');
    });

    it('reads related schemes one by one, leaving out one that does not exist', async () => {
      const { calls } = installFakeFetch((call) =>
        call.url === '/api/admin/schemes/pm-sym' ? { status: 200, body: { id: 'pm-sym' } } : { status: 404, body: { message: 'Scheme not found' } },
      );

      const { data } = await dataProvider.getMany('schemes', { ids: ['pm-sym', 'gone'] });

      expect(data).toEqual([{ id: 'pm-sym' }]);
      expect(calls.map((call) => call.url).sort()).toEqual(['/api/admin/schemes/gone', '/api/admin/schemes/pm-sym']);
    });
  });

  describe('complaints', () => {
    const ID = '6f1c2a9e-3b7d-4c1e-9a51-2f0d8e7b4c10';
    const answering = () => installFakeFetch(() => ({ status: 200, body: { id: ID, version: 8 } }));

    it.each([
      ['approveModeration', () => dataProvider.approveModeration(ID, { expectedVersion: 4 }), 'moderation/approve', { expectedVersion: 4 }],
      [
        'rejectModeration',
        () => dataProvider.rejectModeration(ID, { reason: 'Names a private person', expectedVersion: 4 }),
        'moderation/reject',
        { reason: 'Names a private person', expectedVersion: 4 },
      ],
      [
        'changeComplaintStatus',
        () => dataProvider.changeComplaintStatus(ID, { status: 'rejected', reason: 'Not civic', expectedVersion: 7 }),
        'status',
        { status: 'rejected', reason: 'Not civic', expectedVersion: 7 },
      ],
      ['assignComplaintDepartment', () => dataProvider.assignComplaintDepartment(ID, { department: 'Traffic Police' }), 'assign', { department: 'Traffic Police' }],
      [
        'giveInterimReply',
        () => dataProvider.giveInterimReply(ID, { text: 'Relaying the line', expectedBy: '2026-03-20T12:00:00.000Z' }),
        'interim-reply',
        { text: 'Relaying the line', expectedBy: '2026-03-20T12:00:00.000Z' },
      ],
      ['markComplaintDuplicate', () => dataProvider.markComplaintDuplicate(ID, { duplicateOf: 'JS-2026-000045' }), 'duplicate', { duplicateOf: 'JS-2026-000045' }],
      ['retrySocialPost', () => dataProvider.retrySocialPost(ID), 'social/retry', {}],
    ] as const)('%s: POST /api/admin/complaints/:id/<command> with its body, answering the record', async (_name, run, command, body) => {
      const { calls } = answering();

      const { data } = await run();

      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ method: 'POST', url: `/api/admin/complaints/${ID}/${command}`, body });
      expect(calls[0]?.headers.get('Authorization')).toBe('Bearer admin-jwt');
      expect(data).toEqual({ id: ID, version: 8 });
    });

    it('passes a 409 through with its status, for the console to say so', async () => {
      installFakeFetch(() => ({ status: 409, body: { statusCode: 409, message: 'Concurrency conflict' } }));

      await expect(dataProvider.changeComplaintStatus(ID, { status: 'in_progress', expectedVersion: 7 })).rejects.toMatchObject({
        status: 409,
      });
    });

    it('lists the overdue view and the moderation queue from their own endpoints', async () => {
      const { calls } = installFakeFetch((call) => ({
        status: 200,
        body: [],
        headers: { 'Content-Range': `${call.url.includes('overdue') ? 'complaints-overdue' : 'moderation-queue'} */0` },
      }));
      const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'dueAt', order: 'ASC' as const }, filter: {} };

      await dataProvider.getList('complaints-overdue', params);
      await dataProvider.getList('moderation-queue', { ...params, sort: { field: 'screenedAt', order: 'ASC' } });

      expect(calls.map((call) => call.url.split('?')[0])).toEqual(['/api/admin/complaints-overdue', '/api/admin/moderation-queue']);
    });

    it("downloads an evidence file with the admin's token, named as the API names it", async () => {
      const file = new Blob(['%PDF']);
      const fetchMock = jest.fn(async () => ({
        status: 200,
        headers: new Headers({ 'Content-Disposition': 'attachment; filename="JS-2026-000123-1a2b3c4d.pdf"' }),
        blob: async () => file,
      }));
      globalThis.fetch = fetchMock as unknown as typeof fetch;

      const result = await dataProvider.downloadEvidence(`/api/complaints/${ID}/evidence/e-1`);

      expect(result).toEqual({ blob: file, filename: 'JS-2026-000123-1a2b3c4d.pdf' });
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe(`/api/complaints/${ID}/evidence/e-1`);
      expect(new Headers(init.headers).get('Authorization')).toBe('Bearer admin-jwt');
    });

    it("refuses a download with the API's message", async () => {
      globalThis.fetch = jest.fn(async () => ({
        status: 404,
        statusText: 'Not Found',
        headers: new Headers(),
        json: async () => ({ statusCode: 404, message: 'Attachment not found' }),
      })) as unknown as typeof fetch;

      await expect(dataProvider.downloadEvidence(`/api/complaints/${ID}/evidence/gone`)).rejects.toMatchObject({
        status: 404,
        message: 'Attachment not found',
      });
    });
  });
});
