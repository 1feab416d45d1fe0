/** A recorded call of the fake fetch. */
export interface FetchCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
type Route = (call: FetchCall) => Reply | undefined;

/**
 * Replaces global fetch (jsdom has none) with one that answers from `route` and records every
 * call. A request no route answers fails the test loudly rather than hanging.
 */
export const installFakeFetch = (route: Route) => {
  const calls: FetchCall[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const call: FetchCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const reply = route(call);
    if (!reply) throw new Error(`Unexpected request ${call.method} ${call.url}`);
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return {
      status: reply.status,
      statusText: String(reply.status),
      headers: new Headers({ 'Content-Type': 'application/json', ...reply.headers }),
      text: async () => text,
    };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
};
