import { given } from '../testing/decider-spec';
import { at, otpRequested, USER_ID, userRegistered } from '../testing/user-fixtures';
import type { OtpVerificationFailed } from '../user.events';
import { foldUser } from '../user.state';
import type { RequestOtpCommand } from './request-otp.command';
import { requestOtp } from './request-otp.decide';

const command = (challengeId: string, codeHash: string, minutes: number): RequestOtpCommand => ({
  type: 'RequestOtp',
  challengeId,
  codeHash,
  messageId: `sms-${challengeId}`,
  now: at(minutes),
});
const failed = (challengeId: string, minutes: number): OtpVerificationFailed => ({
  type: 'OtpVerificationFailed',
  data: { userId: USER_ID, challengeId, failedAt: at(minutes).toISOString() },
});

describe('request OTP', () => {
  it('records the code hash for the account phone with a 5-minute expiry', () => {
    given(userRegistered()).when(requestOtp, command('c1', 'hash-1', 3)).then([otpRequested('c1', 'hash-1', 3)]);
  });

  it('a new request replaces the previous challenge and its failed attempts', () => {
    const history = [userRegistered(), otpRequested('c1', 'hash-1', 3), failed('c1', 4), failed('c1', 4)];
    const events = requestOtp(command('c2', 'hash-2', 6), foldUser(history));
    expect(events).toEqual([otpRequested('c2', 'hash-2', 6)]);
    expect(foldUser([...history, ...events])).toMatchObject({
      otp: { challengeId: 'c2', codeHash: 'hash-2', failedAttempts: 0 },
    });
  });

  it('records nothing for a retried request of the same challenge', () => {
    given(userRegistered(), otpRequested('c1', 'hash-1', 3)).when(requestOtp, command('c1', 'hash-1', 3)).thenNothing();
  });

  it('refuses an account that does not exist', () => {
    given().when(requestOtp, command('c1', 'hash-1', 3)).thenThrows('USER.NOT_FOUND');
  });
});
