import { startTestApi, type TestApi } from '../../../test-support/api-app';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('the HTTP application', () => {
  it('serves Swagger UI and the OpenAPI document', async () => {
    const ui = await fetch(`${api.url}/api/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toMatch(/swagger/i);
    const document = await api.request('GET', '/api/docs-json');
    expect(document.status).toBe(200);
    expect(Object.keys(document.body.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/schemes', '/api/qa/ask', '/api/health']));
  });

  it('reports database, Redis and queue health', async () => {
    const health = await api.request('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.info).toMatchObject({ database: { status: 'up' }, redis: { status: 'up' }, queues: { status: 'up' } });
  });

  it('sets security headers, echoes a request id and exposes Content-Range to the admin origin', async () => {
    const response = await fetch(`${api.url}/api/health`, { headers: { origin: 'http://localhost:5174', 'x-request-id': 'req-12345' } });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeTruthy();
    expect(response.headers.get('x-request-id')).toBe('req-12345');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5174');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
    const foreign = await fetch(`${api.url}/api/health`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown API paths with a JSON 404, not the portal', async () => {
    const response = await api.request('GET', '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ statusCode: 404 });
  });
});
