import { requireActive } from '../shared/require-active';
import { toIso } from '../shared/time';
import type { AvatarChanged } from '../user.events';
import type { UserState } from '../user.state';
import type { ChangeAvatarCommand } from './change-avatar.command';

export function changeAvatar(command: ChangeAvatarCommand, state: UserState): AvatarChanged[] {
  const user = requireActive(state);
  const { path, contentType, now } = command;
  if (user.avatar?.path === path && user.avatar.contentType === contentType) return [];
  return [{ type: 'AvatarChanged', data: { userId: user.userId, path, contentType, updatedAt: toIso(now) } }];
}
