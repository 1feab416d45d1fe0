import { attemptOtp } from '../shared/attempt-otp';
import { requireActive } from '../shared/require-active';
import type { OtpVerificationFailed, PhoneVerified } from '../user.events';
import type { UserState } from '../user.state';
import type { VerifyOtpCommand } from './verify-otp.command';

/**
 * Right code: PhoneVerified (the challenge is used up). Wrong code: OtpVerificationFailed,
 * which the API appends and then answers with `failureOf(events)` (AUTH.OTP_INVALID). After
 * OTP_MAX_ATTEMPTS wrong codes the challenge is locked: AUTH.OTP_LOCKED until a new code.
 */
export function verifyOtp(command: VerifyOtpCommand, state: UserState): [PhoneVerified] | [OtpVerificationFailed] {
  const user = requireActive(state);
  const outcome = attemptOtp(user, command.codeHash, command.now);
  return 'verified' in outcome ? [outcome.verified] : [outcome.failed];
}
