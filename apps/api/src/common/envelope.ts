import type { ApiEnvelope } from '@jan-seva/contracts';

/** The `{ data, message }` shape every successful response has (spec section 7). */
export function ok<T>(data: T, message?: string): ApiEnvelope<T> {
  return message === undefined ? { data } : { data, message };
}
