import { randomInt, randomUUID } from 'node:crypto';
import { applyProjections, PostgresEventStore, UniqueViolationError, type RecordedEvent, type SqlExecutor } from '@jan-seva/event-store';
import { testPool } from '../../../../test-support/database';
import { decide, type UserCommand } from '../user.decide';
import { userStreamId } from '../user.events';
import { evolve, initialUserState } from '../user.state';
import { identityProjections } from './index';

// The pool type comes through test-support: domain folders do not import 'pg' themselves.
let pool: ReturnType<typeof testPool>;
let store: PostgresEventStore;

beforeAll(() => {
  pool = testPool(5);
  store = new PostgresEventStore(pool, identityProjections);
});
afterAll(() => pool.end());

const T0 = Date.parse('2025-11-21T10:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const uniquePhone = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

/** What the API does for one command: fold, decide, append. */
async function run(userId: string, command: UserCommand) {
  const { state, version } = await store.aggregate(userStreamId(userId), evolve, initialUserState());
  const events = decide(command, state);
  if (events.length > 0) await store.append(userStreamId(userId), version, events);
  return events;
}

async function register(overrides: { email?: string; phone?: string } = {}) {
  const userId = randomUUID();
  const email = overrides.email ?? `Asha.${userId}@Example.IN`;
  const phone = overrides.phone ?? uniquePhone();
  await run(userId, {
    type: 'RegisterUser',
    userId,
    email,
    phone,
    firstName: 'Asha',
    lastName: 'Verma',
    passwordHash: 'hash-0',
    dateOfBirth: '1990-04-12',
    annualIncome: 250000,
    address: { city: 'Lucknow', pincode: '226001' },
    now: at(0),
  });
  return { userId, email, phone };
}

const rowsOf = async (userId: string) => ({
  users: (await pool.query('SELECT * FROM users WHERE id = $1', [userId])).rows,
  sessions: (await pool.query('SELECT * FROM sessions WHERE user_id = $1 ORDER BY id', [userId])).rows,
  resets: (await pool.query('SELECT * FROM password_resets WHERE user_id = $1 ORDER BY token_hash', [userId])).rows,
});

const applyAll = (events: readonly RecordedEvent[], tx: SqlExecutor) => applyProjections(identityProjections, events, tx);

describe('identity read models', () => {
  it('follow an account through its life', async () => {
    const { userId, email } = await register();
    const newPhone = uniquePhone();
    await run(userId, { type: 'SignIn', sessionId: randomUUID(), method: 'email', passwordMatches: true, ip: '203.0.113.7', now: at(1) });
    const current = randomUUID();
    await run(userId, { type: 'SignIn', sessionId: current, method: 'phone', passwordMatches: true, now: at(2) });
    await run(userId, { type: 'RequestOtp', challengeId: randomUUID(), codeHash: 'code', messageId: randomUUID(), now: at(3) });
    await run(userId, { type: 'VerifyOtp', codeHash: 'code', now: at(4) });
    expect((await rowsOf(userId)).users[0]).toMatchObject({ phone_verified: true });

    await run(userId, { type: 'UpdateProfile', changes: { phone: newPhone, lastName: 'Sharma', annualIncome: 300000 }, now: at(5) });
    await run(userId, { type: 'UpdatePreferences', preferences: { language: 'hi', notifications: { sms: false } }, now: at(6) });
    await run(userId, { type: 'ChangeAvatar', path: '/uploads/a.webp', contentType: 'image/webp', now: at(7) });
    await run(userId, { type: 'RequestPasswordReset', tokenHash: `t1-${userId}`, messageId: randomUUID(), now: at(8) });
    await run(userId, { type: 'RequestPasswordReset', tokenHash: `t2-${userId}`, messageId: randomUUID(), now: at(9) });
    await run(userId, { type: 'ChangePassword', currentPasswordMatches: true, newPasswordHash: 'hash-1', currentSessionId: current, now: at(10) });
    await run(userId, { type: 'GrantRole', role: 'admin', now: at(11) });

    const rows = await rowsOf(userId);
    expect(rows.users).toEqual([
      expect.objectContaining({
        email: email.toLowerCase(),
        phone: newPhone,
        phone_verified: false,
        first_name: 'Asha',
        last_name: 'Sharma',
        role: 'admin',
        date_of_birth: expect.any(Date),
        address: { city: 'Lucknow', pincode: '226001' },
        annual_income: '300000',
        preferences: { language: 'hi', notifications: { sms: false } },
        profile_image: '/uploads/a.webp',
        password_hash: 'hash-1',
        created_at: at(0),
        updated_at: at(11),
        last_signed_in_at: at(2),
        version: 13,
      }),
    ]);
    expect(rows.sessions.map((s) => [s.method, s.ip, s.revoke_reason, s.revoked_at])).toEqual(
      expect.arrayContaining([
        ['email', '203.0.113.7', 'password_changed', at(10)],
        ['phone', null, null, null],
      ]),
    );
    expect(rows.resets.map((r) => [r.token_hash, r.expires_at, r.used_at, r.invalidated_at])).toEqual([
      [`t1-${userId}`, at(38), null, at(10)],
      [`t2-${userId}`, at(39), null, at(10)],
    ]);
  });

  it('mark a reset link used and end every session', async () => {
    const { userId } = await register();
    const session = randomUUID();
    await run(userId, { type: 'SignIn', sessionId: session, method: 'email', passwordMatches: true, now: at(1) });
    await run(userId, { type: 'RequestPasswordReset', tokenHash: `t-${userId}`, messageId: randomUUID(), now: at(2) });
    await run(userId, { type: 'ResetPassword', tokenHash: `t-${userId}`, newPasswordHash: 'hash-2', now: at(3) });
    const rows = await rowsOf(userId);
    expect(rows.resets[0]).toMatchObject({ used_at: at(3), invalidated_at: null });
    expect(rows.sessions[0]).toMatchObject({ id: session, revoked_at: at(3), revoke_reason: 'password_changed' });
    expect(rows.users[0]).toMatchObject({ password_hash: 'hash-2' });
  });

  it('refuse a second account with the same e-mail in any case, or the same phone', async () => {
    const first = await register();
    await expect(register({ email: first.email.toUpperCase() })).rejects.toEqual(
      new UniqueViolationError('users_email_key'),
    );
    await expect(register({ phone: first.phone })).rejects.toMatchObject({ constraint: 'users_phone_key' });

    const second = await register();
    await expect(
      run(second.userId, { type: 'UpdateProfile', changes: { phone: first.phone }, now: at(1) }),
    ).rejects.toMatchObject({ constraint: 'users_phone_key' });
    // The refused change was rolled back with its event.
    expect((await store.readStream(userStreamId(second.userId))).map((e) => e.type)).toEqual(['UserRegistered']);
  });

  it('are the same when rebuilt from the stream, and applying an event twice changes nothing', async () => {
    const { userId } = await register();
    await run(userId, { type: 'SignIn', sessionId: randomUUID(), method: 'email', passwordMatches: true, now: at(1) });
    await run(userId, { type: 'UpdateProfile', changes: { firstName: 'Asha Rani', phone: uniquePhone() }, now: at(2) });
    await run(userId, { type: 'RequestPasswordReset', tokenHash: `t-${userId}`, messageId: randomUUID(), now: at(3) });
    await run(userId, { type: 'ResetPassword', tokenHash: `t-${userId}`, newPasswordHash: 'hash-3', now: at(4) });
    const live = await rowsOf(userId);
    const events = await store.readStream(userStreamId(userId));

    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('DELETE FROM users WHERE id = $1', [userId]);
      await client.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
      await client.query('DELETE FROM password_resets WHERE user_id = $1', [userId]);
      await applyAll(events, client);
      await applyAll(events, client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
    expect(await rowsOf(userId)).toEqual(live);
  });
});
