import type { UserDto } from '@jan-seva/contracts';

/** A row of GET /api/admin/users: the API's User plus what only an admin sees. */
export interface UserRecord extends UserDto {
  lastSignedInAt?: string | null;
}

export const fullName = (user: Pick<UserRecord, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();
