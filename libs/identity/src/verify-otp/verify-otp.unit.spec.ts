import { given } from '../testing/decider-spec';
import { at, iso, otpRequested, USER_ID, userRegistered } from '../testing/user-fixtures';
import { failureOf } from '../user.decide';
import type { OtpVerificationFailed, UserEvent } from '../user.events';
import { foldUser } from '../user.state';
import type { VerifyOtpCommand } from './verify-otp.command';
import { verifyOtp } from './verify-otp.decide';

const command = (codeHash: string, minutes: number): VerifyOtpCommand => ({ type: 'VerifyOtp', codeHash, now: at(minutes) });
const failed = (minutes: number, challengeId = 'c1'): OtpVerificationFailed => ({
  type: 'OtpVerificationFailed',
  data: { userId: USER_ID, challengeId, failedAt: iso(minutes) },
});
const requested = otpRequested('c1', 'right', 10);

describe('verify OTP', () => {
  it('the right code verifies the phone and uses the challenge up', () => {
    const history: UserEvent[] = [userRegistered(), requested];
    const events = verifyOtp(command('right', 12), foldUser(history));
    expect(events).toEqual([
      { type: 'PhoneVerified', data: { userId: USER_ID, challengeId: 'c1', phone: '9876543210', verifiedAt: iso(12) } },
    ]);
    expect(failureOf(events)).toBeUndefined();
    expect(foldUser([...history, ...events])).toMatchObject({ phoneVerified: true, otp: null });
  });

  it('a wrong code is recorded (it counts) and answered with AUTH.OTP_INVALID', () => {
    const events = verifyOtp(command('wrong', 12), foldUser([userRegistered(), requested]));
    expect(events).toEqual([failed(12)]);
    expect(failureOf(events)).toMatchObject({ code: 'AUTH.OTP_INVALID', kind: 'unprocessable' });
  });

  it('the fifth wrong code is still recorded', () => {
    given(userRegistered(), requested, failed(11), failed(11), failed(11), failed(11))
      .when(verifyOtp, command('wrong', 12))
      .then([failed(12)]);
  });

  it('after five wrong codes the sixth attempt is locked, even with the right code', () => {
    const error = given(userRegistered(), requested, failed(11), failed(11), failed(11), failed(11), failed(12))
      .when(verifyOtp, command('right', 13))
      .thenThrows('AUTH.OTP_LOCKED');
    expect(error.kind).toBe('too_many');
  });

  it('a new code after the lock can be verified', () => {
    given(userRegistered(), requested, failed(11), failed(11), failed(11), failed(11), failed(12), otpRequested('c2', 'new', 14))
      .when(verifyOtp, command('new', 15))
      .then([{ type: 'PhoneVerified', data: { userId: USER_ID, challengeId: 'c2', phone: '9876543210', verifiedAt: iso(15) } }]);
  });

  it('refuses an expired code (5 minutes after the request)', () => {
    given(userRegistered(), requested).when(verifyOtp, command('right', 15)).thenThrows('AUTH.OTP_INVALID', 'expired');
  });

  it('refuses a code when none was requested, or the challenge was used already', () => {
    given(userRegistered()).when(verifyOtp, command('right', 1)).thenThrows('AUTH.OTP_INVALID', 'no_challenge');
    given(userRegistered(), requested, {
      type: 'PhoneVerified',
      data: { userId: USER_ID, challengeId: 'c1', phone: '9876543210', verifiedAt: iso(11) },
    })
      .when(verifyOtp, command('right', 12))
      .thenThrows('AUTH.OTP_INVALID', 'no_challenge');
  });

  it('a code sent to the old number does not verify a changed phone', () => {
    given(userRegistered(), requested, {
      type: 'ProfileUpdated',
      data: { userId: USER_ID, changes: { phone: '9123456780' }, updatedAt: iso(11) },
    })
      .when(verifyOtp, command('right', 12))
      .thenThrows('AUTH.OTP_INVALID', 'no_challenge');
  });

  it('refuses an account that does not exist', () => {
    given().when(verifyOtp, command('right', 1)).thenThrows('USER.NOT_FOUND');
  });
});
