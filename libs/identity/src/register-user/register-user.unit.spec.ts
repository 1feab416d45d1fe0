import { given } from '../testing/decider-spec';
import { at, iso, USER_ID, userRegistered } from '../testing/user-fixtures';
import type { RegisterUserCommand } from './register-user.command';
import { registerUser } from './register-user.decide';

const command = (overrides: Partial<RegisterUserCommand> = {}): RegisterUserCommand => ({
  type: 'RegisterUser',
  userId: USER_ID,
  email: 'Asha.Verma@Example.IN',
  phone: '9876543210',
  firstName: 'Asha',
  lastName: 'Verma',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$old',
  now: at(0),
  ...overrides,
});

describe('register user', () => {
  it('records the registration with a lower-cased e-mail and the user role', () => {
    given().when(registerUser, command()).then([userRegistered()]);
  });

  it('keeps the profile facts given and leaves out those not given', () => {
    const address = { city: 'Lucknow', state: 'Uttar Pradesh', pincode: '226001' };
    given()
      .when(registerUser, command({ dateOfBirth: '1990-04-12', address, annualIncome: 250000, occupation: undefined }))
      .then([userRegistered({ dateOfBirth: '1990-04-12', address, annualIncome: 250000 })]);
  });

  it('registers an administrator when the operator asks for one', () => {
    given().when(registerUser, command({ role: 'admin' })).then([userRegistered({ role: 'admin' })]);
  });

  it('refuses a second registration of the same account', () => {
    given(userRegistered()).when(registerUser, command({ now: at(5) })).thenThrows('USER.ALREADY_REGISTERED');
  });

  it('never puts anything but the hash of the password in the event', () => {
    const [event] = registerUser(command(), { status: 'Nonexistent' });
    expect(Object.keys(event.data)).not.toContain('password');
    expect(event.data.registeredAt).toBe(iso(0));
  });
});
