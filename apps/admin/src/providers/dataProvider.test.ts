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
});
