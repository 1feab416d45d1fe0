import { requireActive } from '../shared/require-active';
import { toIso } from '../shared/time';
import { IdentityError } from '../user.errors';
import type { SessionRevoked } from '../user.events';
import type { UserState } from '../user.state';
import type { RevokeSessionCommand } from './revoke-session.command';

/**
 * Only an open session of this account: a session id of another account (or one already
 * ended) is unknown here, so nobody can end someone else's session through their own stream.
 */
export function revokeSession(command: RevokeSessionCommand, state: UserState): [SessionRevoked] {
  const user = requireActive(state);
  const { sessionId, reason, now } = command;
  if (!Object.hasOwn(user.sessions, sessionId)) throw new IdentityError('AUTH.SESSION_NOT_FOUND');
  return [{ type: 'SessionRevoked', data: { userId: user.userId, sessionId, reason, revokedAt: toIso(now) } }];
}
