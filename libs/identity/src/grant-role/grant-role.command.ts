import type { Role } from '@jan-seva/contracts';

/** An operator or administrator sets the account's role (who did it goes in the event metadata). */
export interface GrantRoleCommand {
  type: 'GrantRole';
  role: Role;
  now: Date;
}
