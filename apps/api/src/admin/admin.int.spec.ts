import { rebuildProjections } from '@jan-seva/event-store';
import type { Pool } from 'pg';
import { citizen, startTestApi, type TestApi } from '../../../../test-support/api-app';
import { testPool } from '../../../../test-support/database';
import { createCliContextFor } from '../../../../test-support/cli-context';
import { allInlineProjections } from '../database/projections';
import { ensureAdmin } from '../cli/ensure-admin';

let api: TestApi;
let pool: Pool;
let adminToken: string;
let citizenToken: string;
const adminEmail = `admin.${Date.now()}@janseva.gov.in`;

beforeAll(async () => {
  api = await startTestApi();
  pool = testPool(3);
  const context = await createCliContextFor(api.config);
  try {
    expect(await ensureAdmin(context, { email: adminEmail, password: 'Sachiv-Mandal-2026' })).toBe('created');
    expect(await ensureAdmin(context, { email: adminEmail, password: 'Sachiv-Mandal-2026' })).toBe('unchanged');
  } finally {
    await context.close();
  }
  adminToken = (await api.request('POST', '/api/auth/login', { body: { identifier: adminEmail, password: 'Sachiv-Mandal-2026' } })).body.data.token;
  citizenToken = (await api.request('POST', '/api/auth/register', { body: citizen({ firstName: 'Ramesh' }) })).body.data.token;
});
afterAll(async () => {
  await api.close();
  await pool.end();
});

describe('admin resources', () => {
  it('answers a citizen with 403 and a visitor with 401', async () => {
    for (const path of ['/api/admin/users', '/api/admin/events', '/api/admin/outbound-messages']) {
      expect((await api.request('GET', path, { token: citizenToken })).status).toBe(403);
      expect((await api.request('GET', path)).status).toBe(401);
    }
  });

  it('lists users in the ra-data-simple-rest format with search, sort and range', async () => {
    const response = await api.request('GET', `/api/admin/users?sort=${encodeURIComponent('["email","ASC"]')}&range=${encodeURIComponent('[0,1]')}&filter=${encodeURIComponent('{"q":"ramesh"}')}`, { token: adminToken });
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.body.length).toBeGreaterThanOrEqual(1);
    expect(response.body.every((user: { firstName: string }) => user.firstName === 'Ramesh')).toBe(true);
    expect(response.body[0]).not.toHaveProperty('passwordHash');
    expect(response.headers.get('content-range')).toMatch(/^users 0-\d+\/\d+$/);
    const one = await api.request('GET', `/api/admin/users/${response.body[0].id}`, { token: adminToken });
    expect(one.body.id).toBe(response.body[0].id);
    expect((await api.request('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000', { token: adminToken })).status).toBe(404);
  });

  it('refuses unknown sort fields and malformed parameters with 400 naming them', async () => {
    const badSort = await api.request('GET', `/api/admin/users?sort=${encodeURIComponent('["password_hash","ASC"]')}`, { token: adminToken });
    expect(badSort.status).toBe(400);
    expect(badSort.body.fields.sort).toBeDefined();
    const badRange = await api.request('GET', '/api/admin/users?range=oops', { token: adminToken });
    expect(badRange.status).toBe(400);
    expect(badRange.body.fields.range).toBeDefined();
  });

  it('shows the event log filtered by stream and event type, with secrets masked', async () => {
    const response = await api.request(
      'GET',
      `/api/admin/events?filter=${encodeURIComponent('{"streamType":"user","type":"UserRegistered"}')}&range=${encodeURIComponent('[0,49]')}`,
      { token: adminToken },
    );
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
    for (const event of response.body) {
      expect(event.type).toBe('UserRegistered');
      expect(event.streamType).toBe('user');
      expect(event.data.passwordHash).toBe('[redacted]');
    }
    const future = await api.request('GET', `/api/admin/events?filter=${encodeURIComponent('{"recordedAfter":"2999-01-01T00:00:00Z"}')}`, { token: adminToken });
    expect(future.body).toEqual([]);
    expect(future.headers.get('content-range')).toBe('events */0');
  });
});

describe('projections:rebuild', () => {
  it('rebuilds users, sessions and password resets into the same rows', async () => {
    const tables = ['users', 'sessions', 'password_resets'];
    const snapshot = async () => {
      const result: Record<string, unknown[]> = {};
      for (const table of tables) result[table] = (await pool.query(`SELECT * FROM ${table} ORDER BY 1`)).rows;
      return result;
    };
    await api.request('POST', '/api/auth/forgot-password', { body: { email: adminEmail } });
    const before = await snapshot();
    await rebuildProjections(pool, allInlineProjections);
    expect(await snapshot()).toEqual(before);
  });
});
