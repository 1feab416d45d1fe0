/**
 * Send a reset link. The API makes a random token, writes the e-mail carrying it as an
 * outbound message (`messageId`) in the append's transaction, and passes only the token's
 * hash (SHA-256 is enough for a 256-bit random token; it must be deterministic, since
 * reset-password finds the token by hash in `password_resets`).
 *
 * For an unknown e-mail the API does not call this at all and answers the same as for a known
 * one (contracts' AuthMessages.passwordResetLinkSent), so the endpoint reveals nothing.
 */
export interface RequestPasswordResetCommand {
  type: 'RequestPasswordReset';
  tokenHash: string;
  messageId: string;
  now: Date;
}
