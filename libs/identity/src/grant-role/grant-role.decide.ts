import { requireActive } from '../shared/require-active';
import { toIso } from '../shared/time';
import type { RoleGranted } from '../user.events';
import type { UserState } from '../user.state';
import type { GrantRoleCommand } from './grant-role.command';

/** Granting the role the account already has records nothing (admin:create can run at every start). */
export function grantRole(command: GrantRoleCommand, state: UserState): RoleGranted[] {
  const user = requireActive(state);
  if (user.role === command.role) return [];
  return [{ type: 'RoleGranted', data: { userId: user.userId, role: command.role, grantedAt: toIso(command.now) } }];
}
