import { type UserDto } from '@jan-seva/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { i18n, initI18n } from '../lib/i18n';

export interface MockResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FetchCall = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Handler = (call: FetchCall) => MockResponse | Promise<MockResponse>;

/**
 * Replaces fetch with a handler that sees each request (url, method, headers, parsed JSON body).
 * Front-end unit tests only: the real server is exercised by the e2e journeys.
 */
export function mockFetch(handler: Handler) {
  const calls: FetchCall[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: FetchCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const response = await handler(call);
    const headers = Object.fromEntries(Object.entries(response.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    return {
      ok: response.status >= 200 && response.status < 300,
      status: response.status,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      text: async () => (response.body === undefined ? '' : JSON.stringify(response.body)),
    } as unknown as Response;
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return { fn, calls };
}

/** A promise you settle from the test, to observe states while a request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const testUser: UserDto = {
  id: '7b0f1c1e-2f57-4a57-9c0e-2f7d0a4b9a11',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha.verma@example.in',
  phone: '9876543210',
  role: 'user',
  phoneVerified: false,
  preferences: {},
  createdAt: '2026-01-10T09:30:00.000Z',
};

export function apiError(status: number, message: string, extra: Record<string, unknown> = {}): MockResponse {
  const error = { 400: 'Bad Request', 401: 'Unauthorized', 409: 'Conflict', 429: 'Too Many Requests' }[status] ?? 'Error';
  return { status, body: { statusCode: status, error, message, ...extra } };
}

export async function resetTestState(): Promise<void> {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await initI18n();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
}

/** Renders the whole portal (providers + routes) at `path` in a memory router. */
export function renderApp(entry: string | { pathname: string; state?: unknown }) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
