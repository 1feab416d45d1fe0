/**
 * Point the profile at a new picture. The API has already checked the file (image type by
 * magic bytes, size limit) and stored it; `path` is where it is served from.
 */
export interface ChangeAvatarCommand {
  type: 'ChangeAvatar';
  path: string;
  contentType: string;
  now: Date;
}
