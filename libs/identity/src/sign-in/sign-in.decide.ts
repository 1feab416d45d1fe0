import { attemptOtp } from '../shared/attempt-otp';
import { definedOnly } from '../shared/plain-data';
import { toIso } from '../shared/time';
import { IdentityError } from '../user.errors';
import type { OtpVerificationFailed, PhoneVerified, UserSignedIn } from '../user.events';
import type { ActiveUser, UserState } from '../user.state';
import type { SignInCommand } from './sign-in.command';

export function signIn(
  command: SignInCommand,
  state: UserState,
): [] | [UserSignedIn] | [PhoneVerified, UserSignedIn] | [OtpVerificationFailed] {
  // Unknown account and wrong password must be indistinguishable.
  if (state.status !== 'Active') throw new IdentityError('AUTH.INVALID_CREDENTIALS', { reason: 'no_account' });
  // A retried request for a session that is already open records nothing twice.
  if (Object.hasOwn(state.sessions, command.sessionId)) return [];

  if (command.method === 'otp') {
    const outcome = attemptOtp(state, command.codeHash, command.now);
    if ('failed' in outcome) return [outcome.failed];
    return [outcome.verified, signedIn(state, command)];
  }
  if (!command.passwordMatches) throw new IdentityError('AUTH.INVALID_CREDENTIALS', { reason: 'wrong_password' });
  return [signedIn(state, command)];
}

function signedIn(user: ActiveUser, command: SignInCommand): UserSignedIn {
  const { sessionId, method, ip, userAgent, now } = command;
  return {
    type: 'UserSignedIn',
    data: { userId: user.userId, sessionId, method, ...definedOnly({ ip, userAgent }), signedInAt: toIso(now) },
  };
}
