import { type ApiEnvelope } from '@jan-seva/contracts';
import { clearToken, getToken } from './token-storage';

/** The API is always same-origin under /api (Vite proxies it in development). */
export const API_BASE = '/api';

/** Shown when the server cannot be reached at all (no HTTP status). */
export const NETWORK_ERROR_MESSAGE =
  'Unable to connect to the server. Please check your internet connection and try again.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string>;
  /** Seconds from a Retry-After header (429), when the server sent one. */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    message: string,
    options: { code?: string; fields?: Record<string, string>; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.retryAfter = options.retryAfter;
  }
}

export function httpErrorMessage(status: number): string {
  return `HTTP error! status: ${status}`;
}

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/**
 * Called after a 401 has cleared the token. The auth provider drops the user and the router
 * shell sends the browser to /login; without any listener (no React tree yet) the page is
 * sent there directly.
 */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => {
    sessionExpiredListeners.delete(listener);
  };
}

/** Drops the session after a 401 (also used by calls made outside fetch, e.g. XHR uploads). */
export function handleUnauthorized(): void {
  clearToken();
  if (sessionExpiredListeners.size === 0) {
    window.location.assign('/login');
    return;
  }
  for (const listener of [...sessionExpiredListeners]) listener();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  /**
   * The login call and quiet background calls answer 401 themselves: for them a 401 means
   * "wrong credentials" or "ignore", not "your session has expired".
   */
  skipSessionExpiry?: boolean;
}

interface ErrorBody {
  message?: unknown;
  error?: unknown;
  code?: unknown;
  fields?: unknown;
}

export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function asFields(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(value as Record<string, unknown>)) {
    if (typeof message === 'string') fields[key] = message;
  }
  return fields;
}

export function errorFromResponse(status: number, body: unknown, retryAfterHeader: string | null): ApiError {
  const errorBody = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const message =
    typeof errorBody.message === 'string' && errorBody.message.trim() !== ''
      ? errorBody.message
      : httpErrorMessage(status);
  const retryAfter = retryAfterHeader ? Number.parseInt(retryAfterHeader, 10) : Number.NaN;
  return new ApiError(status, message, {
    code: typeof errorBody.code === 'string' ? errorBody.code : undefined,
    fields: asFields(errorBody.fields),
    retryAfter: Number.isFinite(retryAfter) ? retryAfter : undefined,
  });
}

/** Calls `/api{path}` and returns the `{ data, message }` envelope, or throws an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const parsed = parseBody(await response.text());
  if (!response.ok) {
    if (response.status === 401 && !options.skipSessionExpiry) handleUnauthorized();
    throw errorFromResponse(response.status, parsed, response.headers?.get?.('Retry-After') ?? null);
  }
  if (parsed && typeof parsed === 'object' && 'data' in parsed) return parsed as ApiEnvelope<T>;
  // A body without the envelope (or none, e.g. 204) still counts as success.
  return { data: parsed as T };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
