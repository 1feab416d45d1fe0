import type { Role } from '@jan-seva/contracts';
import type { ProfileFacts } from '../user.events';

/**
 * Open an account. The API validates the request with contracts' `registerRequestSchema` and
 * `checkNewPassword`, hashes the password (argon2id) and picks the id (UUID).
 * Duplicate e-mail or phone across accounts is caught by the `users` read model's unique
 * indexes in the same transaction (UniqueViolationError: users_email_key / users_phone_key).
 */
export interface RegisterUserCommand extends ProfileFacts {
  type: 'RegisterUser';
  userId: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  /** 'user' unless an operator creates an administrator (npm run admin:create). */
  role?: Role;
  now: Date;
}
