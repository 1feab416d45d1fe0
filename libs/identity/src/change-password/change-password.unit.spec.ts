import { AuthMessages } from '@jan-seva/contracts';
import { given } from '../testing/decider-spec';
import { at, iso, resetRequested, signedIn, USER_ID, userRegistered } from '../testing/user-fixtures';
import type { SessionRevoked } from '../user.events';
import { foldUser } from '../user.state';
import type { ChangePasswordCommand } from './change-password.command';
import { changePassword } from './change-password.decide';

const command = (overrides: Partial<ChangePasswordCommand> = {}): ChangePasswordCommand => ({
  type: 'ChangePassword',
  currentPasswordMatches: true,
  newPasswordHash: '$argon2id$new',
  currentSessionId: 's-current',
  now: at(60),
  ...overrides,
});
const revoked = (sessionId: string): SessionRevoked => ({
  type: 'SessionRevoked',
  data: { userId: USER_ID, sessionId, reason: 'password_changed', revokedAt: iso(60) },
});

describe('change password', () => {
  it('records the new hash and revokes every other open session, keeping the current one', () => {
    given(
      userRegistered(),
      signedIn('s-phone', 10),
      signedIn('s-current', 20),
      signedIn('s-laptop', 30),
      signedIn('s-gone', 40),
      { type: 'SessionRevoked', data: { userId: USER_ID, sessionId: 's-gone', reason: 'logout', revokedAt: iso(45) } },
    )
      .when(changePassword, command())
      .then([
        {
          type: 'PasswordChanged',
          data: { userId: USER_ID, passwordHash: '$argon2id$new', reason: 'change', changedAt: iso(60) },
        },
        revoked('s-phone'),
        revoked('s-laptop'),
      ]);
  });

  it('revokes every session when the change does not come from a session', () => {
    const events = changePassword(command({ currentSessionId: undefined }), foldUser([userRegistered(), signedIn('s1', 10)]));
    expect(events.slice(1)).toEqual([revoked('s1')]);
  });

  it('refuses a wrong current password, as a field error', () => {
    const error = given(userRegistered(), signedIn('s-current', 20))
      .when(changePassword, command({ currentPasswordMatches: false }))
      .thenThrows('AUTH.CURRENT_PASSWORD_WRONG');
    expect(error.kind).toBe('validation');
    expect(error.fields).toEqual({ currentPassword: AuthMessages.currentPasswordWrong });
  });

  it('voids reset links requested before the change', () => {
    const history = [userRegistered(), resetRequested('token-1', 50)];
    const after = foldUser([...history, ...changePassword(command(), foldUser(history))]);
    expect(after).toMatchObject({ passwordHash: '$argon2id$new', resetTokens: { 'token-1': { status: 'invalidated' } } });
  });

  it('does not revoke sessions older than the retention window (they have ended already)', () => {
    given(userRegistered(), signedIn('s-ancient', 1))
      .when(changePassword, command({ now: at(31 * 24 * 60) }))
      .then([
        {
          type: 'PasswordChanged',
          data: { userId: USER_ID, passwordHash: '$argon2id$new', reason: 'change', changedAt: iso(31 * 24 * 60) },
        },
      ]);
  });

  it('refuses an account that does not exist', () => {
    given().when(changePassword, command()).thenThrows('USER.NOT_FOUND');
  });
});
