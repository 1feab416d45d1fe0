import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig, type AppConfig } from '../apps/api/src/config/config';
import { createApp } from '../apps/api/src/create-app';

export interface TestApi {
  url: string;
  app: NestExpressApplication;
  config: AppConfig;
  close(): Promise<void>;
  request(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: RequestInit['body'] }): Promise<TestResponse>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
}

/** The real API on the run's fresh database and the real Redis, on a random port. */
export async function startTestApi(overrides: Record<string, string> = {}): Promise<TestApi> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false', ...overrides });
  const app = await createApp(config, { logger: false });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    app,
    config,
    close: () => app.close(),
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: RequestInit['body'] | undefined = options.raw;
      if (options.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = JSON.stringify(options.body);
      }
      const response = await fetch(`${url}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      return { status: response.status, headers: response.headers, body: parsed };
    },
  };
}

let counter = 0;
/** A registration payload with a unique e-mail and phone. */
export function citizen(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const unique = `${process.pid}${Date.now()}${counter}`.slice(-9);
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    email: `asha.${unique}@example.in`,
    phone: `9${unique}`,
    password: 'Kisan-Samman-42',
    ...overrides,
  };
}
