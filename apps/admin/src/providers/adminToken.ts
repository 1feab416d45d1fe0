/**
 * The console keeps its own token, apart from the portal's 'authToken': signing out of one
 * must not sign the same browser out of the other.
 */
export const ADMIN_TOKEN_KEY = 'adminToken';

export const readAdminToken = (): string | null => localStorage.getItem(ADMIN_TOKEN_KEY);
export const storeAdminToken = (token: string): void => localStorage.setItem(ADMIN_TOKEN_KEY, token);
export const clearAdminToken = (): void => localStorage.removeItem(ADMIN_TOKEN_KEY);
