/**
 * Send a one-time password to the account's phone. The API draws a random 6-digit code and
 * the challenge id (UUID), writes the SMS as an outbound message (`messageId`) in the append's
 * transaction, and passes a keyed hash of the code: HMAC-SHA256(server secret, challengeId +
 * code), so that six digits cannot be brute-forced from the log and verify-otp can compare
 * hashes. A plain unkeyed hash of six digits would be no protection at all.
 */
export interface RequestOtpCommand {
  type: 'RequestOtp';
  challengeId: string;
  codeHash: string;
  messageId: string;
  now: Date;
}
