import { SetMetadata } from '@nestjs/common';
import type { Role } from '@jan-seva/contracts';

export const ROLES = 'roles';
/** Only these roles may call the route (403 for others). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);
