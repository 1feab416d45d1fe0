import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { citizen, startTestApi, type TestApi } from '../../../../test-support/api-app';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const ask = (question: string, language: string, token?: string) =>
  api.request('POST', '/api/qa/ask', { body: { question, language, includeUserProfile: true }, ...(token ? { token } : {}) });

describe('POST /api/qa/ask', () => {
  it.each([
    ['How much money do farmers get in a year under PM-KISAN?', 'en'],
    ['पीएम किसान योजना में साल में कितने रुपये मिलते हैं?', 'hi'],
    ['PM Kisan mein saal mein kitna paisa milta hai?', 'hinglish'],
  ])('answers %s with PM-KISAN first and the catalogue figure', async (question, language) => {
    const response = await ask(question, language);
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const data = response.body.data;
    expect(data.relevantSchemes[0].id).toBe('pm-kisan');
    expect(data.answer).toMatch(/6,000/);
    expect(data.language).toBe(language);
    if (language === 'hi') expect(data.answer).toMatch(/[\u0900-\u097F]/);
    if (language === 'hinglish') expect(data.answer).not.toMatch(/[\u0900-\u097F]/);
    expect(data.sources[0]).toEqual({ schemeId: 'pm-kisan', schemeName: expect.any(String), similarity: expect.any(Number) });
    expect(data.confidence).toBeGreaterThanOrEqual(60);
  });

  it('answers an off-topic question with low confidence and no invented scheme', async () => {
    const response = await ask('What is the capital of France?', 'en');
    expect(response.status).toBe(200);
    expect(response.body.data.confidence).toBeLessThan(40);
    expect(response.body.data.refused).toBe(true);
    expect(response.body.data.relevantSchemes).toEqual([]);
  });

  it("uses a signed-in 65-year-old's age when asked about pensions", async () => {
    const registered = await api.request('POST', '/api/auth/register', { body: citizen({ dateOfBirth: '1961-03-15' }) });
    const token = registered.body.data.token;
    const response = await ask('Which pension schemes can I get?', 'en', token);
    expect(response.status).toBe(200);
    expect(response.body.data.answer).toMatch(/65/);
  });

  it('refuses a blank question and one over 500 characters with 400', async () => {
    const blank = await ask('   ', 'en');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please type a question');
    const long = await ask('kisan '.repeat(100), 'en');
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Questions can be at most 500 characters');
    expect((await ask('pension', 'fr')).status).toBe(400);
  });

  it('limits each client with 429 and Retry-After', async () => {
    const token = (await api.request('POST', '/api/auth/register', { body: citizen() })).body.data.token;
    // Fixed one-minute windows: within at most two windows (61 requests) one must be refused.
    let limited: Awaited<ReturnType<typeof ask>> | undefined;
    let answered = 0;
    for (let i = 0; i < 61 && !limited; i += 1) {
      const response = await ask('pension for old age', 'en', token);
      if (response.status === 429) limited = response;
      else answered += 1;
    }
    expect(limited).toBeDefined();
    expect(answered).toBeGreaterThanOrEqual(30);
    expect(limited!.body.message).toMatch(/Too many questions/);
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/chatbot', () => {
  it('helps with using the portal', async () => {
    const response = await api.request('POST', '/api/chatbot', { body: { message: 'How do I file a complaint?' } });
    expect(response.status).toBe(200);
    expect(response.body.data.answer).toMatch(/complaint/i);
    expect((await api.request('POST', '/api/chatbot', { body: { message: '' } })).status).toBe(400);
  });
});

describe('with an LLM provider configured', () => {
  let model: Server;
  let mode: 'ok' | 'slow' | 'error' = 'ok';
  let received: { messages: Array<{ role: string; content: string }> } | undefined;
  let withModel: TestApi;

  beforeAll(async () => {
    model = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received = JSON.parse(body);
        if (mode === 'error') return void response.writeHead(500).end('{}');
        const reply = () =>
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'MODEL: PM-KISAN pays ₹6,000 a year.' } }] }));
        if (mode === 'slow') setTimeout(reply, 9_000).unref();
        else reply();
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    withModel = await startTestApi({ ASSISTANT_LLM_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await withModel.close();
    model.closeAllConnections();
    await new Promise((resolve) => model.close(resolve));
  });

  const askModel = () => withModel.request('POST', '/api/qa/ask', { body: { question: 'PM Kisan amount per year?', language: 'en', includeUserProfile: false } });

  it('lets the model word the answer from the retrieved context, keeping the citations', async () => {
    mode = 'ok';
    const response = await askModel();
    expect(response.body.data.answer).toBe('MODEL: PM-KISAN pays ₹6,000 a year.');
    expect(response.body.data.relevantSchemes[0].id).toBe('pm-kisan');
    expect(JSON.stringify(received?.messages)).toMatch(/6,000|6000/);
  });

  it('falls back to the grounded answer when the model fails or is too slow', async () => {
    mode = 'error';
    const failed = await askModel();
    expect(failed.body.data.answer).not.toMatch(/^MODEL:/);
    expect(failed.body.data.answer).toMatch(/6,000/);
    mode = 'slow';
    const slow = await askModel();
    expect(slow.body.data.answer).not.toMatch(/^MODEL:/);
    expect(slow.body.data.answer).toMatch(/6,000/);
  }, 30_000);
});
