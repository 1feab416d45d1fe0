interface SignInBase {
  type: 'SignIn';
  /** New for every sign-in (UUID); the JWT carries it and logout revokes it. */
  sessionId: string;
  ip?: string;
  userAgent?: string;
  now: Date;
}

/** Password sign-in: the API found the account by e-mail or phone and verified the hash. */
export interface PasswordSignIn extends SignInBase {
  method: 'email' | 'phone';
  passwordMatches: boolean;
}

/** OTP sign-in: the code hash as verify-otp describes. Proves the phone as well. */
export interface OtpSignIn extends SignInBase {
  method: 'otp';
  codeHash: string;
}

/**
 * Start a session. For an identifier with no account the API answers 401 'Invalid credentials'
 * without calling this (or calls it with the empty state: the answer is the same), and it
 * counts failures for its 429 rate limit; failures of unknown accounts have no stream to go to.
 */
export type SignInCommand = PasswordSignIn | OtpSignIn;
