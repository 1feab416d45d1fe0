import { citizen, startTestApi, type TestApi } from '../../../../test-support/api-app';
import { createCliContextFor } from '../../../../test-support/cli-context';
import { ensureAdmin } from '../cli/ensure-admin';

let api: TestApi;
let admin: string;
let citizenToken: string;

beforeAll(async () => {
  api = await startTestApi();
  const email = `schemes.admin.${Date.now()}@janseva.gov.in`;
  const context = await createCliContextFor(api.config);
  await ensureAdmin(context, { email, password: 'Sachiv-Mandal-2026' }).finally(() => context.close());
  admin = (await api.request('POST', '/api/auth/login', { body: { identifier: email, password: 'Sachiv-Mandal-2026' } })).body.data.token;
  citizenToken = (await api.request('POST', '/api/auth/register', { body: citizen() })).body.data.token;
});
afterAll(() => api.close());

describe('admin schemes', () => {
  it('creates, edits, archives and restores a scheme; every change is an event and the public catalogue follows', async () => {
    const original = await api.request('GET', '/api/admin/schemes/pm-kisan', { token: admin });
    expect(original.status).toBe(200);
    const id = `test-scheme-${Date.now()}`;
    const { updatedAt: _u, publishedAt: _p, status: _s, ...document } = original.body;
    const draft = { ...document, id, name: { en: 'Test Krishi Sahayata', hi: 'परीक्षण कृषि सहायता' }, relatedSchemes: ['pm-kisan'] };

    const created = await api.request('POST', '/api/admin/schemes', { token: admin, body: draft });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id, status: 'active' });
    expect((await api.request('POST', '/api/admin/schemes', { token: admin, body: draft })).status).toBe(409);
    expect((await api.request('GET', `/api/schemes/${id}`)).body.data.name).toBe('Test Krishi Sahayata');

    const edited = await api.request('PUT', `/api/admin/schemes/${id}`, { token: admin, body: { ...draft, maxBenefitInr: 7000 } });
    expect(edited.status).toBe(200);
    expect(edited.body.maxBenefitInr).toBe(7000);

    const archived = await api.request('DELETE', `/api/admin/schemes/${id}`, { token: admin });
    expect(archived.body.status).toBe('archived');
    expect((await api.request('GET', `/api/schemes/${id}`)).status).toBe(404);
    expect((await api.request('PUT', `/api/admin/schemes/${id}`, { token: admin, body: draft })).status).toBe(422);

    expect((await api.request('POST', `/api/admin/schemes/${id}/restore`, { token: admin })).body.status).toBe('active');
    expect((await api.request('GET', `/api/schemes/${id}`)).status).toBe(200);

    const events = await api.request('GET', `/api/admin/events?filter=${encodeURIComponent(JSON.stringify({ streamId: `scheme-${id}` }))}&sort=${encodeURIComponent('["globalPosition","ASC"]')}`, { token: admin });
    expect(events.body.map((event: { type: string }) => event.type)).toEqual(['SchemePublished', 'SchemeUpdated', 'SchemeArchived', 'SchemeRestored']);
  });

  it('validates like the catalogue seed, naming the field', async () => {
    const original = (await api.request('GET', '/api/admin/schemes/pm-kisan', { token: admin })).body;
    const noHindi = await api.request('POST', '/api/admin/schemes', { token: admin, body: { ...original, id: 'no-hindi-scheme', name: { en: 'Only English' } } });
    expect(noHindi.status).toBe(400);
    expect(Object.keys(noHindi.body.fields)).toContain('name.hi');
    const unknownRelated = await api.request('POST', '/api/admin/schemes', { token: admin, body: { ...original, id: 'bad-related-scheme', relatedSchemes: ['no-such-scheme'] } });
    expect(unknownRelated.status).toBe(400);
    expect(Object.keys(unknownRelated.body.fields)).toContain('relatedSchemes.0');
  });

  it('is for administrators only', async () => {
    expect((await api.request('GET', '/api/admin/schemes', { token: citizenToken })).status).toBe(403);
    expect((await api.request('DELETE', '/api/admin/schemes/pm-kisan', { token: citizenToken })).status).toBe(403);
  });
});
