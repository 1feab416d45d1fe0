import fc from 'fast-check';
import { at, USER_ID } from './testing/user-fixtures';
import { decide, failureOf, type UserCommand } from './user.decide';
import { IdentityError } from './user.errors';
import type { UserEvent } from './user.events';
import { OTP_MAX_ATTEMPTS } from './user.rules';
import { evolve, initialUserState, type UserState } from './user.state';

/**
 * Properties over random command sequences: every event comes from a decider (so the
 * histories are the ones production can write) and the invariants hold after every step.
 */

const phones = fc.constantFrom('9876543210', '9123456780', '8000000001');
const tokens = fc.constantFrom('t1', 't2', 't3');
const sessions = fc.constantFrom('s1', 's2', 's3', 's4');
const codes = fc.constantFrom('right', 'wrong');

type CommandWithoutTime = UserCommand extends infer C ? (C extends UserCommand ? Omit<C, 'now'> : never) : never;

const command: fc.Arbitrary<CommandWithoutTime> = fc.oneof(
  fc.record({
    type: fc.constant('RegisterUser' as const),
    userId: fc.constant(USER_ID),
    email: fc.constant('a@example.in'),
    phone: phones,
    firstName: fc.constant('A'),
    lastName: fc.constant('B'),
    passwordHash: fc.constant('h0'),
  }),
  fc.record({ type: fc.constant('UpdateProfile' as const), changes: fc.record({ phone: phones }) }),
  fc.record({ type: fc.constant('RequestOtp' as const), challengeId: fc.uuid(), codeHash: codes, messageId: fc.constant('m') }),
  fc.record({ type: fc.constant('VerifyOtp' as const), codeHash: codes }),
  fc.record({
    type: fc.constant('SignIn' as const),
    sessionId: sessions,
    method: fc.constantFrom('email' as const, 'phone' as const),
    passwordMatches: fc.boolean(),
  }),
  fc.record({ type: fc.constant('SignIn' as const), sessionId: sessions, method: fc.constant('otp' as const), codeHash: codes }),
  fc.record({ type: fc.constant('RevokeSession' as const), sessionId: sessions, reason: fc.constant('logout' as const) }),
  fc.record({ type: fc.constant('RequestPasswordReset' as const), tokenHash: tokens, messageId: fc.constant('m') }),
  fc.record({ type: fc.constant('ResetPassword' as const), tokenHash: tokens, newPasswordHash: fc.constant('h1') }),
  fc.record({
    type: fc.constant('ChangePassword' as const),
    currentPasswordMatches: fc.boolean(),
    newPasswordHash: fc.constant('h2'),
    currentSessionId: fc.option(sessions, { nil: undefined }),
  }),
);

/** Mostly quick steps (within an OTP's or a link's lifetime), sometimes long pauses. */
const minutesBetween = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 45 }));
const registration: CommandWithoutTime = {
  type: 'RegisterUser',
  userId: USER_ID,
  email: 'a@example.in',
  phone: '9876543210',
  firstName: 'A',
  lastName: 'B',
  passwordHash: 'h0',
};
/** Usually an account first (the interesting histories), then up to 80 commands. */
const history = fc
  .tuple(fc.boolean(), fc.array(fc.tuple(command, minutesBetween), { minLength: 5, maxLength: 80, size: 'max' }))
  .map(([registerFirst, steps]): [CommandWithoutTime, number][] =>
    registerFirst || steps.length === 0 ? [[registration, 0], ...steps] : steps,
  );
const runs = { numRuns: 300 };

function run(steps: [CommandWithoutTime, number][], check: (state: UserState, events: UserEvent[], all: UserEvent[]) => void) {
  let state = initialUserState();
  let minutes = 0;
  const all: UserEvent[] = [];
  for (const [withoutTime, delta] of steps) {
    minutes += delta;
    let events: UserEvent[] = [];
    try {
      events = decide({ ...withoutTime, now: at(minutes) } as UserCommand, state);
    } catch (error) {
      if (!(error instanceof IdentityError)) throw error;
    }
    state = events.reduce(evolve, state);
    all.push(...events);
    check(state, events, all);
  }
}

describe('identity invariants', () => {
  it('the phone is verified only by a PhoneVerified of the current number after its last change', () => {
    fc.assert(
      fc.property(history, (steps) => {
        let verifiedForCurrentPhone = false;
        run(steps, (state, events) => {
          for (const event of events) {
            if (event.type === 'ProfileUpdated' && event.data.changes.phone !== undefined) verifiedForCurrentPhone = false;
            if (event.type === 'PhoneVerified' && state.status === 'Active' && event.data.phone === state.phone) {
              verifiedForCurrentPhone = true;
            }
          }
          if (state.status === 'Active') expect(state.phoneVerified).toBe(verifiedForCurrentPhone);
        });
      }),
      runs,
    );
  });

  it('a reset token changes the password at most once, and only before it expires', () => {
    fc.assert(
      fc.property(history, (steps) => {
        run(steps, (_state, events, all) => {
          for (const event of events) {
            if (event.type !== 'PasswordChanged' || !event.data.resetTokenHash) continue;
            const uses = all.filter(
              (e) => e.type === 'PasswordChanged' && e.data.resetTokenHash === event.data.resetTokenHash,
            );
            const requests = all.filter(
              (e) => e.type === 'PasswordResetRequested' && e.data.tokenHash === event.data.resetTokenHash,
            );
            expect(uses).toHaveLength(1);
            expect(requests.length).toBeGreaterThan(0);
            const request = requests.at(-1)!;
            expect(request.type === 'PasswordResetRequested' && request.data.expiresAt > event.data.changedAt).toBe(true);
          }
        });
      }),
      runs,
    );
  });

  it('no challenge takes more than the allowed number of wrong codes, and a wrong code is always reported', () => {
    fc.assert(
      fc.property(history, (steps) => {
        run(steps, (_state, events, all) => {
          const failures = events.filter((event) => event.type === 'OtpVerificationFailed');
          if (failures.length > 0) expect(failureOf(events)?.code).toBe('AUTH.OTP_INVALID');
          for (const failure of failures) {
            const sameChallenge = all.filter(
              (e) => e.type === 'OtpVerificationFailed' && e.data.challengeId === failure.data.challengeId,
            );
            expect(sameChallenge.length).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
          }
        });
      }),
      runs,
    );
  });

  it('only open sessions of the account are revoked, each once, and a password change leaves at most the current one', () => {
    fc.assert(
      fc.property(history, (steps) => {
        const open = new Set<string>();
        run(steps, (state, events) => {
          for (const event of events) {
            if (event.type === 'UserSignedIn') open.add(event.data.sessionId);
            if (event.type === 'SessionRevoked') {
              expect(open.has(event.data.sessionId)).toBe(true);
              open.delete(event.data.sessionId);
            }
          }
          if (state.status === 'Active') {
            expect(new Set(Object.keys(state.sessions))).toEqual(open);
            if (events.some((event) => event.type === 'PasswordChanged')) expect(open.size).toBeLessThanOrEqual(1);
          }
        });
      }),
      runs,
    );
  });
});
