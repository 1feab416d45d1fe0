import type { InlineProjection, RecordedEvent, SqlExecutor } from '@jan-seva/event-store';
import { userEventOf } from './user-event-of';

/**
 * The `sessions` read model: one row per sign-in. The API's auth guard checks that the
 * token's session has `revoked_at IS NULL`; idle and absolute timeouts are the API's (they
 * depend on the clock, not on events).
 */
export const sessionsProjection: InlineProjection = {
  name: 'sessions',
  handles: ['UserSignedIn', 'SessionRevoked'],
  tables: ['sessions'],
  async apply(recorded: RecordedEvent, tx: SqlExecutor): Promise<void> {
    const event = userEventOf(recorded);
    if (event?.type === 'UserSignedIn') {
      const d = event.data;
      await tx.query(
        `INSERT INTO sessions (id, user_id, method, ip, user_agent, created_at)
         VALUES ($1, $2, $3, $4, $5, $6::timestamptz)
         ON CONFLICT (id) DO NOTHING`,
        [d.sessionId, d.userId, d.method, d.ip ?? null, d.userAgent ?? null, d.signedInAt],
      );
    } else if (event?.type === 'SessionRevoked') {
      const d = event.data;
      await tx.query(
        `UPDATE sessions SET revoked_at = $3::timestamptz, revoke_reason = $4
         WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`,
        [d.sessionId, d.userId, d.revokedAt, d.reason],
      );
    }
  },
};
