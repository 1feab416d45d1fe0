import type { InlineProjection, RecordedEvent, SqlExecutor } from '@jan-seva/event-store';
import { userEventOf } from './user-event-of';

/**
 * The `password_resets` read model: reset-password finds the account by the token's hash
 * here. Whether the token still works is decided on the account's stream (user.state.ts);
 * `used_at` and `invalidated_at` mirror that decision for admins and audits.
 */
export const passwordResetsProjection: InlineProjection = {
  name: 'password_resets',
  handles: ['PasswordResetRequested', 'PasswordChanged'],
  tables: ['password_resets'],
  async apply(recorded: RecordedEvent, tx: SqlExecutor): Promise<void> {
    const event = userEventOf(recorded);
    if (event?.type === 'PasswordResetRequested') {
      const d = event.data;
      await tx.query(
        `INSERT INTO password_resets (token_hash, user_id, requested_at, expires_at)
         VALUES ($1, $2, $3::timestamptz, $4::timestamptz)
         ON CONFLICT (token_hash) DO NOTHING`,
        [d.tokenHash, d.userId, d.requestedAt, d.expiresAt],
      );
    } else if (event?.type === 'PasswordChanged') {
      const d = event.data;
      if (d.resetTokenHash) {
        await tx.query(
          `UPDATE password_resets SET used_at = $3::timestamptz
           WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND invalidated_at IS NULL`,
          [d.resetTokenHash, d.userId, d.changedAt],
        );
      }
      // Any password change voids the links still outstanding (as evolve does).
      await tx.query(
        `UPDATE password_resets SET invalidated_at = $2::timestamptz
         WHERE user_id = $1 AND used_at IS NULL AND invalidated_at IS NULL
           AND token_hash IS DISTINCT FROM $3::text`,
        [d.userId, d.changedAt, d.resetTokenHash ?? null],
      );
    }
  },
};
