import { iso, otpRequested, resetRequested, signedIn, USER_ID, userRegistered } from './testing/user-fixtures';
import type { UserEvent } from './user.events';
import { evolve, foldUser, initialUserState, type ActiveUser } from './user.state';

const active = (...events: UserEvent[]): ActiveUser => {
  const state = foldUser([userRegistered(), ...events]);
  if (state.status !== 'Active') throw new Error('expected an account');
  return state;
};

describe('evolve', () => {
  it('starts from nothing and ignores events before the registration', () => {
    expect(evolve(initialUserState(), signedIn('s1', 1))).toEqual({ status: 'Nonexistent' });
  });

  it('builds the account from its registration', () => {
    expect(foldUser([userRegistered({ occupation: 'Farmer' })])).toEqual({
      status: 'Active',
      userId: USER_ID,
      email: 'asha.verma@example.in',
      phone: '9876543210',
      phoneVerified: false,
      role: 'user',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$old',
      profile: { firstName: 'Asha', lastName: 'Verma', occupation: 'Farmer' },
      avatar: null,
      preferences: {},
      sessions: {},
      resetTokens: {},
      otp: null,
      registeredAt: iso(0),
    });
  });

  it('ignores a second registration of the same stream', () => {
    const state = active();
    expect(evolve(state, userRegistered({ email: 'other@example.in' }))).toBe(state);
  });

  it('keeps open sessions and forgets revoked ones', () => {
    const state = active(signedIn('s1', 1), signedIn('s2', 2), {
      type: 'SessionRevoked',
      data: { userId: USER_ID, sessionId: 's1', reason: 'logout', revokedAt: iso(3) },
    });
    expect(state.sessions).toEqual({ s2: { method: 'email', signedInAt: iso(2) } });
  });

  it('forgets sessions older than 30 days when a new one starts', () => {
    const thirtyOneDays = 31 * 24 * 60;
    const state = active(signedIn('old', 1), signedIn('new', thirtyOneDays));
    expect(Object.keys(state.sessions)).toEqual(['new']);
  });

  it('a password change uses the reset token it names and voids the other outstanding ones', () => {
    const state = active(resetRequested('t1', 1), resetRequested('t2', 2), {
      type: 'PasswordChanged',
      data: { userId: USER_ID, passwordHash: 'h2', reason: 'reset', resetTokenHash: 't2', changedAt: iso(3) },
    });
    expect(state.resetTokens).toEqual({
      t1: { expiresAt: iso(31), status: 'invalidated' },
      t2: { expiresAt: iso(32), status: 'used' },
    });
    expect(state.passwordHash).toBe('h2');
  });

  it('counts failed attempts only against the current challenge', () => {
    const failed = (challengeId: string): UserEvent => ({
      type: 'OtpVerificationFailed',
      data: { userId: USER_ID, challengeId, failedAt: iso(2) },
    });
    const state = active(otpRequested('c1', 'h1', 1), failed('c1'), otpRequested('c2', 'h2', 2), failed('c1'), failed('c2'));
    expect(state.otp).toMatchObject({ challengeId: 'c2', failedAttempts: 1 });
  });

  it('a phone change unverifies the phone; a late verification of the old number does not count', () => {
    const state = active(
      otpRequested('c1', 'h1', 1),
      { type: 'ProfileUpdated', data: { userId: USER_ID, changes: { phone: '9123456780' }, updatedAt: iso(2) } },
      { type: 'PhoneVerified', data: { userId: USER_ID, challengeId: 'c1', phone: '9876543210', verifiedAt: iso(3) } },
    );
    expect(state).toMatchObject({ phone: '9123456780', phoneVerified: false, otp: null });
  });

  it('merges profile changes and keeps the phone apart from the profile', () => {
    const state = active({
      type: 'ProfileUpdated',
      data: { userId: USER_ID, changes: { lastName: 'Sharma', phone: '9123456780', category: 'obc' }, updatedAt: iso(2) },
    });
    expect(state.profile).toEqual({ firstName: 'Asha', lastName: 'Sharma', category: 'obc' });
    expect(state.phone).toBe('9123456780');
  });

  it('takes avatar, preferences and role from their events', () => {
    const state = active(
      { type: 'AvatarChanged', data: { userId: USER_ID, path: '/a.png', contentType: 'image/png', updatedAt: iso(1) } },
      { type: 'PreferencesUpdated', data: { userId: USER_ID, preferences: { language: 'ur' }, updatedAt: iso(2) } },
      { type: 'RoleGranted', data: { userId: USER_ID, role: 'admin', grantedAt: iso(3) } },
    );
    expect(state).toMatchObject({
      avatar: { path: '/a.png', contentType: 'image/png' },
      preferences: { language: 'ur' },
      role: 'admin',
    });
  });
});
