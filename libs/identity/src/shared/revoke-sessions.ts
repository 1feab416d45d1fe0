import type { SessionRevoked, SessionRevokeReason } from '../user.events';
import { SESSION_RETENTION_MS } from '../user.rules';
import type { ActiveUser } from '../user.state';
import { toIso } from './time';

/**
 * SessionRevoked for every session that may still be alive at `now`, except `keep`. Sessions
 * older than the retention window have ended by the API's absolute lifetime already.
 */
export function revokeOpenSessions(
  user: ActiveUser,
  reason: SessionRevokeReason,
  now: Date,
  keep?: string,
): SessionRevoked[] {
  const oldest = now.getTime() - SESSION_RETENTION_MS;
  return Object.entries(user.sessions)
    .filter(([id, session]) => id !== keep && Date.parse(session.signedInAt) > oldest)
    .sort(([a, x], [b, y]) => x.signedInAt.localeCompare(y.signedInAt) || a.localeCompare(b))
    .map(([sessionId]) => ({
      type: 'SessionRevoked',
      data: { userId: user.userId, sessionId, reason, revokedAt: toIso(now) },
    }));
}
