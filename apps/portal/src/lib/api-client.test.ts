import { ApiError, api, onSessionExpired } from './api-client';
import { TOKEN_STORAGE_KEY } from './token-storage';
import { apiError, mockFetch } from '../test/test-utils';

describe('api client', () => {
  beforeEach(() => window.localStorage.clear());

  it('calls /api with JSON, the bearer token and returns the { data, message } envelope', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-123');
    const { calls } = mockFetch(() => ({ status: 200, body: { data: { ok: true }, message: 'Saved' } }));

    const result = await api.put<{ ok: boolean }>('/users/preferences', { language: 'hi' });

    expect(result).toEqual({ data: { ok: true }, message: 'Saved' });
    expect(calls[0]).toMatchObject({
      url: '/api/users/preferences',
      method: 'PUT',
      body: { language: 'hi' },
      headers: { Authorization: 'Bearer token-123', 'Content-Type': 'application/json' },
    });
  });

  it('sends no Authorization header without a stored token', async () => {
    const { calls } = mockFetch(() => ({ status: 200, body: { data: [] } }));
    await api.get('/schemes');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('throws an ApiError with the server message, code and field errors', async () => {
    mockFetch(() => apiError(409, 'Email already exists', { code: 'AUTH.EMAIL_EXISTS', fields: { email: 'Email already exists' } }));
    const error = await api.post('/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Email already exists', code: 'AUTH.EMAIL_EXISTS', fields: { email: 'Email already exists' } });
  });

  it("falls back to 'HTTP error! status: {code}' when the body has no message", async () => {
    mockFetch(() => ({ status: 502 }));
    await expect(api.get('/health')).rejects.toMatchObject({ status: 502, message: 'HTTP error! status: 502' });
  });

  it('reads Retry-After on 429', async () => {
    mockFetch(() => ({ ...apiError(429, 'Too many failed attempts. Please try again later'), headers: { 'Retry-After': '120' } }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 429, retryAfter: 120 });
  });

  it('turns a network failure into a readable ApiError', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, message: expect.stringContaining('Unable to connect') });
  });

  it('on any 401 clears the token and tells the session-expiry listeners', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'stale-token');
    const listener = jest.fn();
    const unsubscribe = onSessionExpired(listener);
    mockFetch(() => apiError(401, 'Unauthorized'));

    await expect(api.get('/users/profile')).rejects.toMatchObject({ status: 401 });

    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('leaves the token alone when the caller handles 401 itself (the login call)', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'existing-token');
    const listener = jest.fn();
    const unsubscribe = onSessionExpired(listener);
    mockFetch(() => apiError(401, 'Invalid credentials'));

    await expect(api.post('/auth/login', {}, { skipSessionExpiry: true })).rejects.toMatchObject({ message: 'Invalid credentials' });

    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('existing-token');
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });
});
