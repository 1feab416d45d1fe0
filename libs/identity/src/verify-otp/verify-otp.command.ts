/**
 * Prove the phone with the code from the SMS. The API finds the account by phone and hashes
 * the code as request-otp describes, with the current challenge's id (`state.otp.challengeId`).
 */
export interface VerifyOtpCommand {
  type: 'VerifyOtp';
  codeHash: string;
  now: Date;
}
