import { ownEntry } from '../shared/plain-data';
import { revokeOpenSessions } from '../shared/revoke-sessions';
import { hasPassed, toIso } from '../shared/time';
import { IdentityError } from '../user.errors';
import type { PasswordChanged, SessionRevoked } from '../user.events';
import type { UserState } from '../user.state';
import type { ResetPasswordCommand } from './reset-password.command';

/**
 * The token must be outstanding (not used, not voided by a later password change) and not
 * expired. Every reason gives the same AUTH.RESET_TOKEN_INVALID; `reason` is for logs.
 * A reset signs the account out everywhere: whoever forgot the password is not signed in,
 * and anyone who is may be the reason for the reset.
 */
export function resetPassword(command: ResetPasswordCommand, state: UserState): [PasswordChanged, ...SessionRevoked[]] {
  // The API finds the account by token hash, so a token of no account is just an invalid token.
  if (state.status !== 'Active') throw new IdentityError('AUTH.RESET_TOKEN_INVALID', { reason: 'no_account' });
  const user = state;
  const { tokenHash, newPasswordHash, now } = command;
  const token = ownEntry(user.resetTokens, tokenHash);
  if (!token) throw new IdentityError('AUTH.RESET_TOKEN_INVALID', { reason: 'unknown' });
  if (token.status !== 'outstanding') throw new IdentityError('AUTH.RESET_TOKEN_INVALID', { reason: token.status });
  if (hasPassed(token.expiresAt, now)) throw new IdentityError('AUTH.RESET_TOKEN_INVALID', { reason: 'expired' });
  return [
    {
      type: 'PasswordChanged',
      data: {
        userId: user.userId,
        passwordHash: newPasswordHash,
        reason: 'reset',
        resetTokenHash: tokenHash,
        changedAt: toIso(now),
      },
    },
    ...revokeOpenSessions(user, 'password_changed', now),
  ];
}
