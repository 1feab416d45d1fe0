import { given } from '../testing/decider-spec';
import { at, iso, resetRequested, signedIn, USER_ID, userRegistered } from '../testing/user-fixtures';
import type { PasswordChanged } from '../user.events';
import type { ResetPasswordCommand } from './reset-password.command';
import { resetPassword } from './reset-password.decide';

const command = (tokenHash: string, minutes: number): ResetPasswordCommand => ({
  type: 'ResetPassword',
  tokenHash,
  newPasswordHash: '$argon2id$reset',
  now: at(minutes),
});
const passwordReset = (tokenHash: string, minutes: number): PasswordChanged => ({
  type: 'PasswordChanged',
  data: { userId: USER_ID, passwordHash: '$argon2id$reset', reason: 'reset', resetTokenHash: tokenHash, changedAt: iso(minutes) },
});

describe('reset password', () => {
  it('records the new hash with the token used, and signs the account out everywhere', () => {
    given(userRegistered(), signedIn('s1', 1), signedIn('s2', 2), resetRequested('token-1', 5))
      .when(resetPassword, command('token-1', 20))
      .then([
        passwordReset('token-1', 20),
        { type: 'SessionRevoked', data: { userId: USER_ID, sessionId: 's1', reason: 'password_changed', revokedAt: iso(20) } },
        { type: 'SessionRevoked', data: { userId: USER_ID, sessionId: 's2', reason: 'password_changed', revokedAt: iso(20) } },
      ]);
  });

  it('accepts an older link that has not expired after a newer one was sent', () => {
    given(userRegistered(), resetRequested('token-1', 5), resetRequested('token-2', 10))
      .when(resetPassword, command('token-1', 30))
      .then([passwordReset('token-1', 30)]);
  });

  it('refuses a token used once already (single use)', () => {
    given(userRegistered(), resetRequested('token-1', 5), passwordReset('token-1', 10))
      .when(resetPassword, command('token-1', 12))
      .thenThrows('AUTH.RESET_TOKEN_INVALID', 'used');
  });

  it('refuses the other links once one of them has reset the password', () => {
    given(userRegistered(), resetRequested('token-1', 5), resetRequested('token-2', 6), passwordReset('token-2', 10))
      .when(resetPassword, command('token-1', 12))
      .thenThrows('AUTH.RESET_TOKEN_INVALID', 'invalidated');
  });

  it('refuses an expired token (30 minutes after the request, exactly)', () => {
    given(userRegistered(), resetRequested('token-1', 5))
      .when(resetPassword, command('token-1', 35))
      .thenThrows('AUTH.RESET_TOKEN_INVALID', 'expired');
  });

  it('refuses a token this account never had', () => {
    given(userRegistered(), resetRequested('token-1', 5))
      .when(resetPassword, command('token-x', 6))
      .thenThrows('AUTH.RESET_TOKEN_INVALID', 'unknown');
  });

  it('refuses a token for no account with the same error', () => {
    const error = given().when(resetPassword, command('token-1', 6)).thenThrows('AUTH.RESET_TOKEN_INVALID');
    expect(error.kind).toBe('unprocessable');
  });
});
