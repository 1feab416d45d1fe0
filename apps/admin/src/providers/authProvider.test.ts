import '../test/reactAdminEnv';
import { installFakeFetch, type FetchCall } from '../test/fakeFetch';
import { ADMIN_TOKEN_KEY } from './adminToken';
import { ADMIN_ONLY_MESSAGE, authProvider } from './authProvider';

const person = (role: 'user' | 'admin') => ({
  id: 'u-1',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  role,
  profileImage: '/uploads/avatars/u-1.png',
});

/** The API as the console sees it: login, logout and profile. */
const api = (role: 'user' | 'admin', token = 'jwt-1') => (call: FetchCall) => {
  if (call.method === 'POST' && call.url === '/api/auth/login') {
    return { status: 200, body: { data: { token, user: person(role) }, message: 'Login successful' } };
  }
  if (call.method === 'POST' && call.url === '/api/auth/logout') {
    return { status: 200, body: { data: null, message: 'Logged out' } };
  }
  if (call.method === 'GET' && call.url === '/api/users/profile') {
    return { status: 200, body: { data: person(role) } };
  }
  return undefined;
};

describe('authProvider', () => {
  beforeEach(() => localStorage.clear());

  describe('login', () => {
    it('signs an administrator in by e-mail and keeps the token under adminToken', async () => {
      const { calls } = installFakeFetch(api('admin', 'admin-jwt'));

      await authProvider.login({ username: 'asha@example.in', password: 'Secret123' });

      expect(calls[0]).toMatchObject({
        method: 'POST',
        url: '/api/auth/login',
        body: { identifier: 'asha@example.in', password: 'Secret123', loginMethod: 'email' },
      });
      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('admin-jwt');
      expect(localStorage.getItem('authToken')).toBeNull();
      await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    });

    it('refuses a citizen with a clear message, stores nothing and revokes the new session', async () => {
      const { calls } = installFakeFetch(api('user', 'citizen-jwt'));

      await expect(
        authProvider.login({ username: 'asha@example.in', password: 'Secret123' }),
      ).rejects.toThrow(ADMIN_ONLY_MESSAGE);

      expect(ADMIN_ONLY_MESSAGE).toBe(
        'This console is for administrators only. Please use the citizen portal.',
      );
      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
      const logout = calls.find((call) => call.url === '/api/auth/logout');
      expect(logout?.method).toBe('POST');
      expect(logout?.headers.get('Authorization')).toBe('Bearer citizen-jwt');
      await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    });

    it('still refuses the citizen when revoking the session fails', async () => {
      installFakeFetch((call) =>
        call.url === '/api/auth/logout' ? { status: 503, body: { message: 'Unavailable' } } : api('user')(call),
      );

      await expect(
        authProvider.login({ username: 'asha@example.in', password: 'Secret123' }),
      ).rejects.toThrow(ADMIN_ONLY_MESSAGE);
      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    });

    it("passes the API's refusal on (wrong password)", async () => {
      installFakeFetch(() => ({
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid credentials' },
      }));

      await expect(
        authProvider.login({ username: 'asha@example.in', password: 'wrong-one' }),
      ).rejects.toMatchObject({ status: 401, message: 'Invalid credentials' });
      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    });
  });

  describe('checkError', () => {
    it.each([401, 403])('signs out on %i', async (status) => {
      await expect(authProvider.checkError({ status })).rejects.toBeDefined();
    });

    it('explains a 403 as the administrators-only rule', async () => {
      await expect(authProvider.checkError({ status: 403 })).rejects.toThrow(ADMIN_ONLY_MESSAGE);
    });

    it.each([400, 404, 409, 500])('keeps the session on %i', async (status) => {
      await expect(authProvider.checkError({ status })).resolves.toBeUndefined();
    });
  });

  it('logout revokes the session on the server, then forgets the token', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-jwt');
    const { calls } = installFakeFetch(api('admin'));

    await authProvider.logout({});

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/logout' });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer admin-jwt');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('logout forgets the token even when the session had already expired', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'expired-jwt');
    installFakeFetch(() => ({ status: 401, body: { message: 'Session expired' } }));

    await expect(authProvider.logout({})).resolves.toBeUndefined();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('asks nothing of the API for identity or role before anyone has signed in', async () => {
    const { calls } = installFakeFetch(api('admin'));

    await expect(authProvider.getIdentity?.()).rejects.toBeDefined();
    await expect(authProvider.getPermissions?.({})).rejects.toBeDefined();
    expect(calls).toHaveLength(0);
  });

  it('reads the identity and the role from the profile', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-jwt');
    const { calls } = installFakeFetch(api('admin'));

    await expect(authProvider.getIdentity?.()).resolves.toEqual({
      id: 'u-1',
      fullName: 'Asha Verma',
      avatar: '/uploads/avatars/u-1.png',
    });
    await expect(authProvider.getPermissions?.({})).resolves.toBe('admin');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer admin-jwt');
  });
});
