import { given } from '../testing/decider-spec';
import { at, iso, otpRequested, signedIn, USER_ID, userRegistered } from '../testing/user-fixtures';
import type { OtpSignIn, PasswordSignIn } from './sign-in.command';
import { signIn } from './sign-in.decide';

const withPassword = (overrides: Partial<PasswordSignIn> = {}): PasswordSignIn => ({
  type: 'SignIn',
  sessionId: 's1',
  method: 'email',
  passwordMatches: true,
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  now: at(30),
  ...overrides,
});
const withOtp = (codeHash: string): OtpSignIn => ({ type: 'SignIn', sessionId: 's2', method: 'otp', codeHash, now: at(12) });

describe('sign in', () => {
  it('records a new session with how and from where', () => {
    given(userRegistered())
      .when(signIn, withPassword())
      .then([
        {
          type: 'UserSignedIn',
          data: { userId: USER_ID, sessionId: 's1', method: 'email', ip: '203.0.113.7', userAgent: 'Mozilla/5.0', signedInAt: iso(30) },
        },
      ]);
  });

  it('leaves out what the API does not know', () => {
    given(userRegistered())
      .when(signIn, withPassword({ method: 'phone', ip: undefined, userAgent: undefined }))
      .then([{ type: 'UserSignedIn', data: { userId: USER_ID, sessionId: 's1', method: 'phone', signedInAt: iso(30) } }]);
  });

  it('a wrong password and an unknown account give the same refusal', () => {
    const wrong = given(userRegistered())
      .when(signIn, withPassword({ passwordMatches: false }))
      .thenThrows('AUTH.INVALID_CREDENTIALS');
    const unknown = given().when(signIn, withPassword()).thenThrows('AUTH.INVALID_CREDENTIALS');
    expect([wrong.message, wrong.kind]).toEqual([unknown.message, unknown.kind]);
  });

  it('records nothing for a retried sign-in of a session already open', () => {
    given(userRegistered(), signedIn('s1', 30)).when(signIn, withPassword()).thenNothing();
  });

  it('with the right OTP: verifies the phone and signs in', () => {
    given(userRegistered(), otpRequested('c1', 'right', 10))
      .when(signIn, withOtp('right'))
      .then([
        { type: 'PhoneVerified', data: { userId: USER_ID, challengeId: 'c1', phone: '9876543210', verifiedAt: iso(12) } },
        { type: 'UserSignedIn', data: { userId: USER_ID, sessionId: 's2', method: 'otp', signedInAt: iso(12) } },
      ]);
  });

  it('with a wrong OTP: records the failed attempt and no session', () => {
    given(userRegistered(), otpRequested('c1', 'right', 10))
      .when(signIn, withOtp('wrong'))
      .then([{ type: 'OtpVerificationFailed', data: { userId: USER_ID, challengeId: 'c1', failedAt: iso(12) } }]);
  });

  it('with an OTP when none was requested: refused', () => {
    given(userRegistered()).when(signIn, withOtp('right')).thenThrows('AUTH.OTP_INVALID');
  });
});
