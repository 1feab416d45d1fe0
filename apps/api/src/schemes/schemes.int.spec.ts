import { citizen, startTestApi, type TestApi } from '../../../../test-support/api-app';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const search = async (query: string) => {
  const response = await api.request('GET', `/api/schemes?${query}`);
  expect(response.status).toBe(200);
  return response.body.data as { items: Array<{ id: string; name: string; state: string; category: string }>; total: number; counts: Record<string, number> };
};
const ids = (result: { items: Array<{ id: string }> }) => result.items.map((item) => item.id);

async function signUp(overrides: Record<string, unknown> = {}) {
  const response = await api.request('POST', '/api/auth/register', { body: citizen(overrides) });
  expect(response.status).toBe(201);
  return response.body.data.token as string;
}

describe('scheme search', () => {
  it.each(['pm kisan', 'PM-KISAN', 'kisan samman', 'किसान', 'kisaan samman nidhi'])('finds PM-KISAN for %s', async (q) => {
    const result = await search(`q=${encodeURIComponent(q)}&pageSize=5`);
    expect(ids(result)).toContain('pm-kisan');
    expect(ids(result).indexOf('pm-kisan')).toBeLessThan(3);
  });

  it('tolerates a typo', async () => {
    const result = await search(`q=${encodeURIComponent('ayushmaan bharat')}&pageSize=5`);
    expect(ids(result)).toContain('ab-pmjay');
  });

  it('finds schemes by a Hindi query', async () => {
    const result = await search(`q=${encodeURIComponent('पेंशन')}&pageSize=20`);
    expect(ids(result)).toEqual(expect.arrayContaining(['atal-pension-yojana']));
  });

  it('counts per category and filters by category and state', async () => {
    const all = await search('pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(60);
    expect(all.counts.all).toBe(all.total);
    const agriculture = await search('category=agriculture&pageSize=100');
    expect(agriculture.items.length).toBeGreaterThanOrEqual(7);
    expect(agriculture.total).toBe(all.counts.agriculture);
    expect(agriculture.items.every((item) => item.category === 'agriculture' || (item as unknown as { alsoIn: string[] }).alsoIn.includes('agriculture'))).toBe(true);

    const bengal = await search(`state=${encodeURIComponent('West Bengal')}&pageSize=100`);
    expect(ids(bengal)).toEqual(expect.arrayContaining(['wb-kanyashree', 'pm-kisan']));
    expect(ids(bengal)).not.toContain('mp-ladli-behna');
    expect(bengal.items.every((item) => item.state === 'All India' || item.state === 'West Bengal')).toBe(true);
  });

  it('answers in Hindi when asked', async () => {
    const hindi = await api.request('GET', '/api/schemes/pm-kisan?lang=hi');
    expect(hindi.status).toBe(200);
    expect(hindi.body.data.name).toMatch(/[\u0900-\u097F]/);
    const byHeader = await api.request('GET', '/api/schemes/pm-kisan', { headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect(byHeader.body.data.name).toBe(hindi.body.data.name);
  });

  it('returns every detail section', async () => {
    const detail = (await api.request('GET', '/api/schemes/pm-kisan')).body.data;
    for (const section of ['keyFeatures', 'eligibilityCriteria', 'requiredDocuments', 'applicationProcess', 'importantDates', 'contact', 'faq', 'relatedSchemes', 'officialLink', 'applyLink']) {
      expect(detail).toHaveProperty(section);
    }
    expect(detail.keyFeatures.some((feature: { amountInr?: number }) => feature.amountInr === 6000)).toBe(true);
  });

  it('answers unknown ids with 404 and bad filters with 400 naming the parameter', async () => {
    expect((await api.request('GET', '/api/schemes/no-such-scheme')).status).toBe(404);
    for (const [query, field] of [['category=space', 'category'], ['sort=cheapest', 'sort'], ['ageGroup=5-10', 'ageGroup'], ['page=0', 'page'], ['lang=fr', 'lang'], ['colour=red', 'colour']]) {
      const response = await api.request('GET', `/api/schemes?${query}`);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fields ?? {})).toContain(field);
    }
  });
});

describe('eligibility', () => {
  it('lets a visitor answer the questions and see each rule', async () => {
    const unknown = await api.request('POST', '/api/schemes/atal-pension-yojana/eligibility', { body: {} });
    expect(unknown.status).toBe(200);
    expect(unknown.body.data.eligible).toBe('unknown');
    expect(unknown.body.data.missing.map((entry: { fact: string }) => entry.fact)).toContain('age');

    const old = await api.request('POST', '/api/schemes/atal-pension-yojana/eligibility', { body: { answers: { age: 45, isIncomeTaxPayer: false, hasBankAccount: true } } });
    expect(old.body.data.eligible).toBe('no');
    expect(old.body.data.failed[0].reason).toMatch(/45/);

    const bad = await api.request('POST', '/api/schemes/atal-pension-yojana/eligibility', { body: { answers: { age: 'forty' } } });
    expect(bad.status).toBe(400);
  });

  it('uses a citizen’s profile and remembers their answers', async () => {
    const token = await signUp({ dateOfBirth: '1996-05-10', occupation: 'Farmer', address: { state: 'Uttar Pradesh' } });
    const first = await api.request('POST', '/api/schemes/pm-kisan/eligibility', { token, body: { answers: { landholdingHectares: 1.2, isIncomeTaxPayer: false, isGovernmentEmployee: false } } });
    expect(first.body.data.eligible).toBe('yes');
    const again = await api.request('POST', '/api/schemes/pm-kisan/eligibility', { token, body: {} });
    expect(again.body.data.eligible).toBe('yes');
    const recommended = await api.request('GET', '/api/schemes/recommend', { token });
    expect(recommended.status).toBe(200);
    expect(recommended.body.data[0]).toMatchObject({ id: expect.any(String), eligibility: expect.any(Number) });
    expect(recommended.body.data.map((entry: { id: string }) => entry.id)).toContain('pm-kisan');
    expect((await api.request('GET', '/api/schemes/recommend')).status).toBe(401);
  });
});

describe('bookmarks', () => {
  it('saves once, lists only the owner’s, and removes', async () => {
    const token = await signUp();
    const other = await signUp();
    expect((await api.request('POST', '/api/users/bookmarks', { token, body: { schemeId: 'pm-kisan' } })).status).toBe(201);
    expect((await api.request('POST', '/api/users/bookmarks', { token, body: { schemeId: 'pm-kisan' } })).status).toBe(201);
    const mine = await api.request('GET', '/api/users/bookmarks', { token });
    expect(mine.body.data.map((item: { id: string }) => item.id)).toEqual(['pm-kisan']);
    expect((await api.request('GET', '/api/users/bookmarks', { token: other })).body.data).toEqual([]);
    expect((await api.request('POST', '/api/users/bookmarks', { token, body: { schemeId: 'nope-scheme' } })).status).toBe(404);
    expect((await api.request('DELETE', '/api/users/bookmarks/pm-kisan', { token })).status).toBe(200);
    expect((await api.request('GET', '/api/users/bookmarks', { token })).body.data).toEqual([]);
    expect((await api.request('GET', '/api/users/bookmarks')).status).toBe(401);
  });
});
