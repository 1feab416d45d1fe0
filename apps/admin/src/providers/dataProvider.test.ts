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
});
