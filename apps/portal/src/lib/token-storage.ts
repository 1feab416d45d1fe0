/** The bearer token lives under this localStorage key (spec section 7). */
export const TOKEN_STORAGE_KEY = 'authToken';

// Storage can throw (Safari private mode, disabled cookies): the portal then simply
// behaves as signed out instead of crashing.
export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    /* storage unavailable: the session lasts until reload */
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
}
