import { given } from '../testing/decider-spec';
import { at, iso, USER_ID, userRegistered } from '../testing/user-fixtures';
import type { AvatarChanged } from '../user.events';
import { changeAvatar } from './change-avatar.decide';

const avatarChanged = (path: string, minutes: number): AvatarChanged => ({
  type: 'AvatarChanged',
  data: { userId: USER_ID, path, contentType: 'image/webp', updatedAt: iso(minutes) },
});

describe('change avatar', () => {
  it('records the new picture', () => {
    given(userRegistered())
      .when(changeAvatar, { type: 'ChangeAvatar', path: '/uploads/avatars/a1.webp', contentType: 'image/webp', now: at(3) })
      .then([avatarChanged('/uploads/avatars/a1.webp', 3)]);
  });

  it('records nothing when the same picture is set again (a retried upload)', () => {
    given(userRegistered(), avatarChanged('/uploads/avatars/a1.webp', 3))
      .when(changeAvatar, { type: 'ChangeAvatar', path: '/uploads/avatars/a1.webp', contentType: 'image/webp', now: at(4) })
      .thenNothing();
  });

  it('refuses an account that does not exist', () => {
    given()
      .when(changeAvatar, { type: 'ChangeAvatar', path: '/x.png', contentType: 'image/png', now: at(1) })
      .thenThrows('USER.NOT_FOUND');
  });
});
