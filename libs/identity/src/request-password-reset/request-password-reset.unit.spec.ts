import { given } from '../testing/decider-spec';
import { at, iso, resetRequested, USER_ID, userRegistered } from '../testing/user-fixtures';
import { foldUser } from '../user.state';
import type { RequestPasswordResetCommand } from './request-password-reset.command';
import { requestPasswordReset } from './request-password-reset.decide';

const command = (tokenHash: string, minutes: number): RequestPasswordResetCommand => ({
  type: 'RequestPasswordReset',
  tokenHash,
  messageId: `message-${tokenHash}`,
  now: at(minutes),
});

describe('request password reset', () => {
  it('records the token hash with a 30-minute expiry and the message that carries the link', () => {
    given(userRegistered()).when(requestPasswordReset, command('token-1', 5)).then([resetRequested('token-1', 5)]);
  });

  it('a second request keeps the first link valid until it expires', () => {
    const history = [userRegistered(), resetRequested('token-1', 5)];
    const events = requestPasswordReset(command('token-2', 10), foldUser(history));
    expect(events).toEqual([resetRequested('token-2', 10)]);
    expect(foldUser([...history, ...events])).toMatchObject({
      resetTokens: { 'token-1': { status: 'outstanding' }, 'token-2': { status: 'outstanding' } },
    });
  });

  it('never issues a used token again, even long after it expired', () => {
    given(
      userRegistered(),
      resetRequested('token-1', 5),
      {
        type: 'PasswordChanged',
        data: { userId: USER_ID, passwordHash: 'h', reason: 'reset', resetTokenHash: 'token-1', changedAt: iso(6) },
      },
      resetRequested('token-2', 60),
    )
      .when(requestPasswordReset, command('token-1', 61))
      .thenNothing();
  });

  it('records nothing for a retried request with the same token', () => {
    given(userRegistered(), resetRequested('token-1', 5)).when(requestPasswordReset, command('token-1', 6)).thenNothing();
  });

  it('refuses an account that does not exist (the API answers the same either way)', () => {
    given().when(requestPasswordReset, command('token-1', 5)).thenThrows('USER.NOT_FOUND');
  });
});
