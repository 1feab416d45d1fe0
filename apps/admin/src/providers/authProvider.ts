import { fetchUtils, type AuthProvider, type UserIdentity } from 'react-admin';
import type { ApiEnvelope, AuthResult, UserDto } from '@jan-seva/contracts';
import { clearAdminToken, readAdminToken, storeAdminToken } from './adminToken';
import { httpClient } from './httpClient';

export const ADMIN_ONLY_MESSAGE =
  'This console is for administrators only. Please use the citizen portal.';

interface LoginParams {
  username: string;
  password: string;
}

/** Ends the server-side session of a token, so that it cannot be used again. */
const revokeSession = (token: string) =>
  fetchUtils.fetchJson('/api/auth/logout', {
    method: 'POST',
    user: { authenticated: true, token: `Bearer ${token}` },
  });

const fetchProfile = async (): Promise<UserDto> => {
  const { json } = await httpClient('/api/users/profile');
  return (json as ApiEnvelope<UserDto>).data;
};

export const authProvider: AuthProvider = {
  async login({ username, password }: LoginParams) {
    // fetchJson rejects with the API's message ('Invalid credentials', the 429 wait...),
    // which the login form shows as it is.
    const { json } = await fetchUtils.fetchJson('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ identifier: username, password, loginMethod: 'email' }),
    });
    const { token, user } = (json as ApiEnvelope<AuthResult>).data;
    if (user.role !== 'admin') {
      // The login created a session; a citizen must not keep one opened from this console.
      // The refusal stands even when the revocation fails (the session then idles out).
      await revokeSession(token).catch(() => undefined);
      throw new Error(ADMIN_ONLY_MESSAGE);
    }
    storeAdminToken(token);
  },

  async logout() {
    const token = readAdminToken();
    try {
      if (token) await revokeSession(token);
    } catch {
      // An expired or already revoked session answers 401; signing out locally is what matters.
    } finally {
      clearAdminToken();
    }
  },

  checkAuth() {
    // Not signed in yet is no error worth a notification: the login page says it all.
    return readAdminToken() ? Promise.resolve() : Promise.reject({ message: false });
  },

  checkError(error: { status?: number } | undefined) {
    // Both sign the admin out. 401: the session expired or was revoked (react-admin says
    // so with its own 'session ended' message); 403: the account is not an administrator.
    if (error?.status === 401) return Promise.reject({});
    if (error?.status === 403) return Promise.reject(new Error(ADMIN_ONLY_MESSAGE));
    return Promise.resolve();
  },

  async getIdentity(): Promise<UserIdentity> {
    if (!readAdminToken()) throw new Error('Not signed in');
    const user = await fetchProfile();
    return {
      id: user.id,
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      avatar: user.profileImage,
    };
  },

  // react-admin asks before anyone has signed in; no token means no role, without a request.
  async getPermissions() {
    if (!readAdminToken()) throw new Error('Not signed in');
    const user = await fetchProfile();
    return user.role;
  },
};
