import { IdentityError } from '../user.errors';
import type { OtpVerificationFailed, PhoneVerified } from '../user.events';
import { OTP_MAX_ATTEMPTS } from '../user.rules';
import type { ActiveUser } from '../user.state';
import { hasPassed, toIso } from './time';

/**
 * Checks a code against the current challenge (used by verify-otp and OTP sign-in).
 * Refuses, by throwing, when there is nothing to check against: no challenge, locked, expired.
 * A wrong code is an expected failure and is recorded (it counts towards the lock), so it is
 * returned as an event; the caller reports it with `failureOf`.
 */
export function attemptOtp(
  user: ActiveUser,
  codeHash: string,
  now: Date,
): { verified: PhoneVerified } | { failed: OtpVerificationFailed } {
  const challenge = user.otp;
  if (!challenge) throw new IdentityError('AUTH.OTP_INVALID', { reason: 'no_challenge' });
  if (challenge.failedAttempts >= OTP_MAX_ATTEMPTS) throw new IdentityError('AUTH.OTP_LOCKED');
  if (hasPassed(challenge.expiresAt, now)) throw new IdentityError('AUTH.OTP_INVALID', { reason: 'expired' });
  const { userId } = user;
  const { challengeId } = challenge;
  if (codeHash !== challenge.codeHash) {
    return { failed: { type: 'OtpVerificationFailed', data: { userId, challengeId, failedAt: toIso(now) } } };
  }
  return {
    verified: { type: 'PhoneVerified', data: { userId, challengeId, phone: challenge.phone, verifiedAt: toIso(now) } },
  };
}
