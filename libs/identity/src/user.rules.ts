/** Numbers of the identity rules, in one place. */

/** A reset link works for 30 minutes (OWASP Forgot Password cheat sheet: short-lived). */
export const RESET_TOKEN_TTL_MINUTES = 30;

/** A one-time password works for 5 minutes. */
export const OTP_TTL_MINUTES = 5;

/** Wrong codes allowed per OTP challenge; the next attempt is refused until a new code is sent. */
export const OTP_MAX_ATTEMPTS = 5;

/**
 * How long the domain remembers a session it was never told had ended. Must be at least the
 * API's absolute session lifetime (SESSION_MAX_HOURS, at most 30 days), so that a password
 * change revokes every session that could still be alive.
 */
export const SESSION_RETENTION_DAYS = 30;
export const SESSION_RETENTION_MS = SESSION_RETENTION_DAYS * 24 * 3600 * 1000;
