import { deepEqual, definedOnly } from '../shared/plain-data';
import { requireActive } from '../shared/require-active';
import { toIso } from '../shared/time';
import type { ProfileChanges, ProfileUpdated } from '../user.events';
import type { UserState } from '../user.state';
import type { UpdateProfileCommand } from './update-profile.command';

/** Records only what really changes; an update that changes nothing records nothing. */
export function updateProfile(command: UpdateProfileCommand, state: UserState): ProfileUpdated[] {
  const user = requireActive(state);
  const current: Record<string, unknown> = { ...user.profile, phone: user.phone };
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(definedOnly(command.changes))) {
    if (!deepEqual(current[field], value)) changes[field] = value;
  }
  if (Object.keys(changes).length === 0) return [];
  return [
    {
      type: 'ProfileUpdated',
      data: { userId: user.userId, changes: changes as ProfileChanges, updatedAt: toIso(command.now) },
    },
  ];
}
