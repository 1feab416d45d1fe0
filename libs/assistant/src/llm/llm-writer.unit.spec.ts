import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadCatalogue } from '@jan-seva/schemes';
import { createAssistant } from '../assistant';
import { completionsUrl, createLlmWriter, type AnswerWriter } from './llm-writer';

/** A local stand-in for an OpenAI-compatible model server (loopback only). */
type Handler = (body: { model: string; messages: { role: string; content: string }[] }, res: ServerResponse) => void;

let server: Server;
let url: string;
let handler: Handler;
const received: { path: string | undefined; authorization: string | undefined; body: Parameters<Handler>[0] }[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw) as Parameters<Handler>[0];
      received.push({ path: req.url, authorization: req.headers.authorization, body });
      handler(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

const timers: NodeJS.Timeout[] = [];

afterAll(async () => {
  for (const timer of timers) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
});

const reply = (res: ServerResponse, text: string) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: text } }] }));
};

const assistant = createAssistant(loadCatalogue());
const input = { question: 'PM Kisan mein kitna paisa milta hai?', language: 'hinglish' as const };

describe('the LLM writer', () => {
  it('posts the retrieved context and a grounding system prompt to {url}/v1/chat/completions and keeps the grounded citations', async () => {
    handler = (_body, res) => reply(res, 'PM-KISAN mein kisan parivaron ko ₹6,000 saal mein teen kisht mein milte hain.');
    const writer = createLlmWriter({ url, apiKey: 'test-key', model: 'local-model' });
    const grounded = assistant.ask(input);
    const written = await assistant.askWithWriter(input, writer);

    expect(written.answer).toBe('PM-KISAN mein kisan parivaron ko ₹6,000 saal mein teen kisht mein milte hain.');
    expect({ ...written, answer: grounded.answer }).toEqual(grounded);
    const [request] = received;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('local-model');
    const [system, user] = request?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('ONLY from the CONTEXT');
    expect(system?.content).toContain('Hinglish');
    expect(user?.content).toContain('Income support of ₹6,000 a year per farmer family');
    expect(user?.content).toContain(input.question);
  });

  it('falls back to the grounded answer when the model is slower than the timeout', async () => {
    handler = (_body, res) => {
      timers.push(setTimeout(() => reply(res, 'too late'), 1_000));
    };
    const writer = createLlmWriter({ url, timeoutMs: 100 });
    const started = Date.now();
    const answer = await assistant.askWithWriter(input, writer);
    expect(answer).toEqual(assistant.ask(input));
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('falls back to the grounded answer on a 500', async () => {
    handler = (_body, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":"boom"}');
    };
    const answer = await assistant.askWithWriter(input, createLlmWriter({ url }));
    expect(answer).toEqual(assistant.ask(input));
    expect(received).toHaveLength(1);
  });

  it('falls back on an empty reply and when nothing listens', async () => {
    handler = (_body, res) => reply(res, '   ');
    expect(await assistant.askWithWriter(input, createLlmWriter({ url }))).toEqual(assistant.ask(input));
    expect(await assistant.askWithWriter(input, createLlmWriter({ url: 'http://127.0.0.1:9' }))).toEqual(assistant.ask(input));
  });

  it('never sends a refusal to the model', async () => {
    const writer = jest.fn<ReturnType<AnswerWriter>, Parameters<AnswerWriter>>();
    const answer = await assistant.askWithWriter({ question: 'cricket score today', language: 'en' }, writer);
    expect(answer.refused).toBe(true);
    expect(writer).not.toHaveBeenCalled();
  });

  it('gives up on a writer after 8 seconds by default', async () => {
    jest.useFakeTimers();
    try {
      const never: AnswerWriter = () => new Promise<string>(() => undefined);
      let settled = false;
      const pending = assistant.askWithWriter(input, never).then((answer) => {
        settled = true;
        return answer;
      });
      await jest.advanceTimersByTimeAsync(7_999);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual(assistant.ask(input));
    } finally {
      jest.useRealTimers();
    }
  });

  it('accepts a base URL or the endpoint itself', () => {
    expect(completionsUrl('http://model:8080')).toBe('http://model:8080/v1/chat/completions');
    expect(completionsUrl('http://model:8080/')).toBe('http://model:8080/v1/chat/completions');
    expect(completionsUrl('http://model:8080/v1/chat/completions')).toBe('http://model:8080/v1/chat/completions');
  });
});
