import { definedOnly } from '../shared/plain-data';
import { toIso } from '../shared/time';
import { IdentityError } from '../user.errors';
import type { UserRegistered } from '../user.events';
import type { UserState } from '../user.state';
import type { RegisterUserCommand } from './register-user.command';

export function registerUser(command: RegisterUserCommand, state: UserState): [UserRegistered] {
  if (state.status !== 'Nonexistent') throw new IdentityError('USER.ALREADY_REGISTERED');
  const { userId, email, phone, firstName, lastName, passwordHash, role = 'user', now } = command;
  const { dateOfBirth, gender, address, occupation, annualIncome, category } = command;
  return [
    {
      type: 'UserRegistered',
      data: {
        userId,
        email: email.trim().toLowerCase(),
        phone,
        firstName,
        lastName,
        passwordHash,
        role,
        ...definedOnly({ dateOfBirth, gender, address, occupation, annualIncome, category }),
        registeredAt: toIso(now),
      },
    },
  ];
}
