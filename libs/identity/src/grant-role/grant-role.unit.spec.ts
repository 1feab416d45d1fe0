import { given } from '../testing/decider-spec';
import { at, iso, USER_ID, userRegistered } from '../testing/user-fixtures';
import { grantRole } from './grant-role.decide';

describe('grant role', () => {
  it('makes a citizen an administrator', () => {
    given(userRegistered())
      .when(grantRole, { type: 'GrantRole', role: 'admin', now: at(5) })
      .then([{ type: 'RoleGranted', data: { userId: USER_ID, role: 'admin', grantedAt: iso(5) } }]);
  });

  it('records nothing when the account has the role already', () => {
    given(userRegistered({ role: 'admin' })).when(grantRole, { type: 'GrantRole', role: 'admin', now: at(5) }).thenNothing();
  });

  it('can take the administrator role back', () => {
    given(userRegistered({ role: 'admin' }))
      .when(grantRole, { type: 'GrantRole', role: 'user', now: at(5) })
      .then([{ type: 'RoleGranted', data: { userId: USER_ID, role: 'user', grantedAt: iso(5) } }]);
  });

  it('refuses an account that does not exist', () => {
    given().when(grantRole, { type: 'GrantRole', role: 'admin', now: at(5) }).thenThrows('USER.NOT_FOUND');
  });
});
