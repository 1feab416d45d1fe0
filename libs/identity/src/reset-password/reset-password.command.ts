/**
 * Set a new password with a reset link. The API hashes the token from the request (the same
 * way as when it was issued), finds the account through `password_resets.token_hash`, checks
 * the new password with `checkNewPassword` and hashes it.
 */
export interface ResetPasswordCommand {
  type: 'ResetPassword';
  tokenHash: string;
  newPasswordHash: string;
  now: Date;
}
