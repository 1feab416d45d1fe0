const SECRET_KEY = /hash$|password|secret|token$/i;

/** Masks values whose key names a secret (passwordHash, codeHash, tokenHash...) at any depth. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, SECRET_KEY.test(key) ? '[redacted]' : redactSecrets(inner)]),
    );
  }
  return value;
}
