import { AuthMessages, ValidationMessages } from '@jan-seva/contracts';

/**
 * What kind of refusal an error is, so the API maps identity errors to HTTP in one place:
 * conflict 409, unauthorized 401, forbidden 403, not_found 404, unprocessable 422,
 * validation 400 (with `fields`), too_many 429.
 */
export type IdentityErrorKind =
  | 'conflict'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'unprocessable'
  | 'validation'
  | 'too_many';

/** Every identity error: its stable code, its kind and the message a citizen reads. */
export const IDENTITY_ERRORS = {
  'USER.ALREADY_REGISTERED': { kind: 'conflict', message: 'An account already exists for this user' },
  'USER.NOT_FOUND': { kind: 'not_found', message: 'Account not found' },
  'AUTH.INVALID_CREDENTIALS': { kind: 'unauthorized', message: AuthMessages.invalidCredentials },
  'AUTH.CURRENT_PASSWORD_WRONG': { kind: 'validation', message: AuthMessages.currentPasswordWrong },
  'AUTH.PASSWORD_TOO_COMMON': { kind: 'validation', message: ValidationMessages.passwordCommon },
  'AUTH.RESET_TOKEN_INVALID': { kind: 'unprocessable', message: AuthMessages.resetTokenInvalid },
  'AUTH.OTP_INVALID': { kind: 'unprocessable', message: AuthMessages.otpInvalid },
  'AUTH.OTP_LOCKED': { kind: 'too_many', message: AuthMessages.tooManyAttempts },
  'AUTH.SESSION_NOT_FOUND': { kind: 'not_found', message: 'Session not found' },
} as const satisfies Record<string, { kind: IdentityErrorKind; message: string }>;

export type IdentityErrorCode = keyof typeof IDENTITY_ERRORS;

export interface IdentityErrorOptions {
  /** Field-level messages (kind `validation`), keyed by the request's field name. */
  fields?: Record<string, string>;
  /**
   * Why, for logs only (for example 'expired' or 'used' for a reset token). Never shown: the
   * citizen gets the same message whatever the reason, so nothing leaks.
   */
  reason?: string;
}

/** A command the identity domain refuses. Thrown by deciders; carries no secrets. */
export class IdentityError extends Error {
  readonly kind: IdentityErrorKind;
  readonly fields?: Record<string, string>;
  readonly reason?: string;

  constructor(
    readonly code: IdentityErrorCode,
    options: IdentityErrorOptions = {},
  ) {
    super(IDENTITY_ERRORS[code].message);
    this.name = 'IdentityError';
    this.kind = IDENTITY_ERRORS[code].kind;
    if (options.fields) this.fields = options.fields;
    if (options.reason) this.reason = options.reason;
  }
}

export const isIdentityError = (error: unknown): error is IdentityError => error instanceof IdentityError;
