import {
  type AuthResult,
  type Preferences,
  type RegisterRequest,
  type UpdateProfileRequest,
  type UserDto,
} from '@jan-seva/contracts';
import { api } from '../api-client';

/** The login screen signs in with the e-mail (spec section 3, Login payload). */
export function loginWithEmail(email: string, password: string) {
  return api.post<AuthResult>(
    '/auth/login',
    { identifier: email, password, loginMethod: 'email' },
    // A 401 here means wrong credentials, not an expired session.
    { skipSessionExpiry: true },
  );
}

export function registerAccount(request: RegisterRequest) {
  return api.post<AuthResult>('/auth/register', request);
}

export function logoutSession() {
  // The session may already be gone server-side; that must not bounce the user to /login.
  return api.post<unknown>('/auth/logout', undefined, { skipSessionExpiry: true });
}

export function fetchProfile(options: { skipSessionExpiry?: boolean; signal?: AbortSignal } = {}) {
  return api.get<UserDto>('/users/profile', options);
}

export function updateProfile(update: UpdateProfileRequest) {
  return api.put<UserDto>('/users/profile', update);
}

export function updatePreferences(preferences: Preferences) {
  return api.put<unknown>('/users/preferences', preferences, { skipSessionExpiry: true });
}

export function requestPasswordReset(email: string) {
  return api.post<unknown>('/auth/forgot-password', { email });
}

export function resetPassword(token: string, password: string) {
  return api.post<unknown>('/auth/reset-password', { token, password });
}
