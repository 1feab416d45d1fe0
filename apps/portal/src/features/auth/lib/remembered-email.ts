/** 'Remember me' keeps the e-mail on this device so the next sign-in starts filled in. */
const KEY = 'rememberedEmail';

export function readRememberedEmail(): string {
  try {
    return window.localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveRememberedEmail(email: string | null): void {
  try {
    if (email) window.localStorage.setItem(KEY, email);
    else window.localStorage.removeItem(KEY);
  } catch {
    /* storage unavailable */
  }
}
