import { ApiError } from '../../../lib/api-client';
import { AssistantTimeoutError } from '../api/ask-assistant';
import { type ErrorCause } from '../types';

export interface ClassifiedError {
  cause: Exclude<ErrorCause, 'notSuccessful'>;
  /** Seconds to wait (429 with Retry-After). */
  retryAfter?: number;
  /** The server's own words (400: blank or too long). */
  message?: string;
}

/**
 * Spec section 8 by cause: a network failure ('fetch'), a reply slower than 15 s ('timeout'),
 * a 5xx ('500'), anything else ('other'); plus a 429 (wait N seconds) and a 400 (the server's
 * message says what is wrong with the question).
 */
export function classifyError(error: unknown): ClassifiedError {
  if (error instanceof AssistantTimeoutError) return { cause: 'timeout' };
  if (error instanceof ApiError) {
    if (error.status === 0) return { cause: 'fetch' };
    if (error.status === 429) return { cause: 'rateLimited', retryAfter: error.retryAfter };
    if (error.status >= 500) return { cause: '500' };
    if (error.status === 400) return { cause: 'badRequest', message: error.message };
    return { cause: 'other' };
  }
  const name = error instanceof Error ? error.name : '';
  if (name === 'AbortError' || name === 'TimeoutError') return { cause: 'timeout' };
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/fetch/i.test(text)) return { cause: 'fetch' };
  if (/timeout/i.test(text)) return { cause: 'timeout' };
  if (/\b500\b/.test(text)) return { cause: '500' };
  return { cause: 'other' };
}

/** The i18n key (under `assistant.errors`) of each cause's bot message. */
export const ERROR_KEYS: Record<ErrorCause, string> = {
  fetch: 'assistant.errors.fetch',
  timeout: 'assistant.errors.timeout',
  '500': 'assistant.errors.server',
  other: 'assistant.errors.other',
  notSuccessful: 'assistant.errors.notSuccessful',
  rateLimited: 'assistant.errors.rateLimited',
  badRequest: 'assistant.errors.other',
};
