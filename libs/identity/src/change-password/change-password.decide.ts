import { AuthMessages } from '@jan-seva/contracts';
import { requireActive } from '../shared/require-active';
import { revokeOpenSessions } from '../shared/revoke-sessions';
import { toIso } from '../shared/time';
import { IdentityError } from '../user.errors';
import type { PasswordChanged, SessionRevoked } from '../user.events';
import type { UserState } from '../user.state';
import type { ChangePasswordCommand } from './change-password.command';

/**
 * Changing the password ends every other session (someone who knew the old password may be
 * signed in elsewhere) and voids outstanding reset links (see user.state.ts).
 */
export function changePassword(
  command: ChangePasswordCommand,
  state: UserState,
): [PasswordChanged, ...SessionRevoked[]] {
  const user = requireActive(state);
  if (!command.currentPasswordMatches) {
    throw new IdentityError('AUTH.CURRENT_PASSWORD_WRONG', {
      fields: { currentPassword: AuthMessages.currentPasswordWrong },
    });
  }
  const { newPasswordHash, currentSessionId, now } = command;
  return [
    {
      type: 'PasswordChanged',
      data: { userId: user.userId, passwordHash: newPasswordHash, reason: 'change', changedAt: toIso(now) },
    },
    ...revokeOpenSessions(user, 'password_changed', now, currentSessionId),
  ];
}
