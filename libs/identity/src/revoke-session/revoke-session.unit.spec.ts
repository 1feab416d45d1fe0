import { given } from '../testing/decider-spec';
import { at, iso, signedIn, USER_ID, userRegistered } from '../testing/user-fixtures';
import type { RevokeSessionCommand } from './revoke-session.command';
import { revokeSession } from './revoke-session.decide';

const command = (sessionId: string, reason: RevokeSessionCommand['reason'] = 'logout'): RevokeSessionCommand => ({
  type: 'RevokeSession',
  sessionId,
  reason,
  now: at(40),
});

describe('revoke session', () => {
  it('logging out ends the session', () => {
    given(userRegistered(), signedIn('s1', 30))
      .when(revokeSession, command('s1'))
      .then([{ type: 'SessionRevoked', data: { userId: USER_ID, sessionId: 's1', reason: 'logout', revokedAt: iso(40) } }]);
  });

  it('an administrator can end a session', () => {
    given(userRegistered(), signedIn('s1', 30))
      .when(revokeSession, command('s1', 'admin'))
      .then([{ type: 'SessionRevoked', data: { userId: USER_ID, sessionId: 's1', reason: 'admin', revokedAt: iso(40) } }]);
  });

  it("cannot end another account's session: it is unknown on this stream", () => {
    given(userRegistered(), signedIn('s1', 30))
      .when(revokeSession, command('someone-elses-session'))
      .thenThrows('AUTH.SESSION_NOT_FOUND');
  });

  it('cannot end a session twice', () => {
    given(userRegistered(), signedIn('s1', 30), {
      type: 'SessionRevoked',
      data: { userId: USER_ID, sessionId: 's1', reason: 'logout', revokedAt: iso(35) },
    })
      .when(revokeSession, command('s1'))
      .thenThrows('AUTH.SESSION_NOT_FOUND');
  });

  it('does not look up inherited names as sessions', () => {
    given(userRegistered()).when(revokeSession, command('constructor')).thenThrows('AUTH.SESSION_NOT_FOUND');
  });

  it('refuses an account that does not exist', () => {
    given().when(revokeSession, command('s1')).thenThrows('USER.NOT_FOUND');
  });
});
