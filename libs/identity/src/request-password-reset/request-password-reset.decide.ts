import { requireActive } from '../shared/require-active';
import { addMinutes, toIso } from '../shared/time';
import type { PasswordResetRequested } from '../user.events';
import { RESET_TOKEN_TTL_MINUTES } from '../user.rules';
import type { UserState } from '../user.state';
import type { RequestPasswordResetCommand } from './request-password-reset.command';

/**
 * A second request does not cancel the first link: e-mails arrive late and out of order, and
 * a citizen who asked twice clicks whichever arrives. Each link still works once, for
 * RESET_TOKEN_TTL_MINUTES, and all of them die when the password changes by any route.
 * How often links may be requested is the API's rate limit, not a domain rule.
 */
export function requestPasswordReset(command: RequestPasswordResetCommand, state: UserState): PasswordResetRequested[] {
  const user = requireActive(state);
  const { tokenHash, messageId, now } = command;
  // A retried request with the same token records nothing twice.
  if (Object.hasOwn(user.resetTokens, tokenHash)) return [];
  return [
    {
      type: 'PasswordResetRequested',
      data: {
        userId: user.userId,
        tokenHash,
        expiresAt: toIso(addMinutes(now, RESET_TOKEN_TTL_MINUTES)),
        messageId,
        requestedAt: toIso(now),
      },
    },
  ];
}
