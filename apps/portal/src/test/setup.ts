import '@testing-library/jest-dom';

// jsdom does not implement scrolling; pages call it on navigation.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
}

// jsdom has no fetch API classes. React Router's data router builds a Request for every
// navigation (it only reads url and signal when no loaders run), so a minimal one is enough;
// tests replace fetch itself with a mock.
if (typeof globalThis.Request === 'undefined') {
  class MinimalRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  globalThis.Request = MinimalRequest as unknown as typeof Request;
}
