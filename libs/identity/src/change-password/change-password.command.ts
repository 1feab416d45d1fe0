/**
 * A signed-in citizen changes their password. The API verifies `currentPassword` against the
 * stored hash (argon2 verify) and passes the answer; it checks the new password with
 * `checkNewPassword` and hashes it. Raw passwords never reach the domain.
 */
export interface ChangePasswordCommand {
  type: 'ChangePassword';
  currentPasswordMatches: boolean;
  newPasswordHash: string;
  /** The session making the change: it stays signed in, every other session is revoked. */
  currentSessionId?: string;
  now: Date;
}
