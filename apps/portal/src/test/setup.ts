import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Component tests run beside the integration suite on a 2-core CI machine: give findBy/waitFor
// and each test room to breathe under load (behaviour, not speed, is what they check).
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

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
