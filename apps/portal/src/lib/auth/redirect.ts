import { type Location } from 'react-router';

export const DEFAULT_AFTER_LOGIN = '/dashboard';

/** What the login guard leaves in the navigation state for the login screen. */
export interface LoginRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  sessionExpired?: boolean;
}

const AUTH_PAGES = new Set(['/login', '/register', '/forgot-password', '/reset-password']);

/** Where to go after signing in: the remembered in-app location, else the dashboard. */
export function redirectTarget(state: unknown): string {
  const from = (state as LoginRedirectState | null | undefined)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) {
    return DEFAULT_AFTER_LOGIN;
  }
  if (AUTH_PAGES.has(from.pathname)) return DEFAULT_AFTER_LOGIN;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
