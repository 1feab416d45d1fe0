import { IdentityError } from '../user.errors';
import type { ActiveUser, UserState } from '../user.state';

/** Commands other than registration need an account. */
export function requireActive(state: UserState): ActiveUser {
  if (state.status !== 'Active') throw new IdentityError('USER.NOT_FOUND');
  return state;
}
