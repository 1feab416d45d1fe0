import { requireActive } from '../shared/require-active';
import { addMinutes, toIso } from '../shared/time';
import type { OtpRequested } from '../user.events';
import { OTP_TTL_MINUTES } from '../user.rules';
import type { UserState } from '../user.state';
import type { RequestOtpCommand } from './request-otp.command';

/**
 * A new code replaces the previous challenge (and its attempt count): only the latest SMS
 * works. Each code allows OTP_MAX_ATTEMPTS guesses of a million, so a fresh challenge does
 * not make guessing easier; how often codes may be sent is the API's rate limit.
 */
export function requestOtp(command: RequestOtpCommand, state: UserState): OtpRequested[] {
  const user = requireActive(state);
  const { challengeId, codeHash, messageId, now } = command;
  if (user.otp?.challengeId === challengeId) return [];
  return [
    {
      type: 'OtpRequested',
      data: {
        userId: user.userId,
        challengeId,
        phone: user.phone,
        codeHash,
        expiresAt: toIso(addMinutes(now, OTP_TTL_MINUTES)),
        messageId,
        requestedAt: toIso(now),
      },
    },
  ];
}
