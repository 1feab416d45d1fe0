import { JwtService } from '@nestjs/jwt';
import { Pool } from 'pg';
import { citizen, startTestApi, type TestApi } from '../../../../test-support/api-app';
import { testPool } from '../../../../test-support/database';

let api: TestApi;
let pool: Pool;

beforeAll(async () => {
  api = await startTestApi({ LOGIN_MAX_FAILURES_PER_IDENTIFIER: '5' });
  pool = testPool(3);
});
afterAll(async () => {
  await api.close();
  await pool.end();
});

async function register(overrides: Record<string, unknown> = {}) {
  const payload = citizen(overrides);
  const response = await api.request('POST', '/api/auth/register', { body: payload });
  expect(response.status).toBe(201);
  return { payload, token: response.body.data.token as string, user: response.body.data.user };
}

describe('registration', () => {
  it('creates a citizen account, signs in and answers { data: { token, user } }', async () => {
    const payload = citizen({ address: { city: 'Lucknow', state: 'Uttar Pradesh', pincode: '226001' }, annualIncome: 250000, category: 'obc' });
    const response = await api.request('POST', '/api/auth/register', { body: payload });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Registration successful!');
    expect(response.body.data.token).toMatch(/^ey/);
    expect(response.body.data.user).toMatchObject({
      firstName: 'Asha', email: payload.email, phone: payload.phone, role: 'user', annualIncome: 250000, category: 'obc',
      address: { city: 'Lucknow', state: 'Uttar Pradesh', pincode: '226001' },
    });
    expect(response.body.data.user).not.toHaveProperty('passwordHash');
    const profile = await api.request('GET', '/api/users/profile', { token: response.body.data.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.email).toBe(payload.email);
  });

  it('stores an argon2id hash, never the password', async () => {
    const { user, payload } = await register();
    const row = await pool.query('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    expect(row.rows[0].password_hash).toMatch(/^\$argon2id\$/);
    const events = await pool.query("SELECT data::text AS data FROM events WHERE stream_id = $1", [`user-${user.id}`]);
    expect(events.rows.some((event) => event.data.includes(payload.password))).toBe(false);
  });

  it('refuses a second account with the same e-mail in any case, or the same phone (409)', async () => {
    const { payload } = await register();
    const sameEmail = await api.request('POST', '/api/auth/register', { body: citizen({ email: payload.email.toUpperCase() }) });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe('Email already exists');
    const samePhone = await api.request('POST', '/api/auth/register', { body: citizen({ phone: payload.phone }) });
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.message).toBe('Phone number already exists');
  });

  it('applies the spec messages and the stronger password rules', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ password: 'Ab1def' }, 'password', 'Password must be at least 8 characters'],
      [{ password: 'alllowercase1' }, 'password', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
      [{ password: 'Password1' }, 'password', 'This password is too common. Please choose a less predictable one'],
      [{ phone: '5123456789' }, 'phone', 'Please enter a valid 10-digit mobile number'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ firstName: '' }, 'firstName', 'First name is required'],
    ];
    for (const [override, field, message] of cases) {
      const response = await api.request('POST', '/api/auth/register', { body: citizen(override) });
      expect(response.status).toBe(400);
      expect(response.body.fields[field]).toBe(message);
    }
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400', async () => {
    const response = await api.request('POST', '/api/auth/login', { raw: '{"identifier": "a@b.in",', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Malformed JSON in request body');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await api.request('POST', '/api/auth/register', { body: citizen({ occupation: 'x'.repeat(200_000) }) });
    expect(response.status).toBe(413);
  });

  it('answers wrong types and unknown fields with 400 and field messages', async () => {
    const wrongType = await api.request('POST', '/api/auth/register', { body: citizen({ annualIncome: 'lots' }) });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fields.annualIncome).toBeDefined();
    const unknown = await api.request('POST', '/api/auth/register', { body: citizen({ role: 'admin' }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.role).toBe("Unknown field 'role'");
  });

  it('treats SQL-looking strings as plain data (a normal 4xx, never a 500)', async () => {
    const login = await api.request('POST', '/api/auth/login', { body: { identifier: "x@y.in' OR '1'='1", password: "' OR 1=1; DROP TABLE users; --" } });
    expect([400, 401]).toContain(login.status);
    const { payload, token } = await register();
    const update = await api.request('PUT', '/api/users/profile', { token, body: { occupation: "farmer'); DROP TABLE users; --" } });
    expect(update.status).toBe(200);
    expect(update.body.data.occupation).toBe("farmer'); DROP TABLE users; --");
    const again = await api.request('POST', '/api/auth/login', { body: { identifier: payload.email, password: payload.password } });
    expect(again.status).toBe(200);
  });
});

describe('login and sessions', () => {
  it('gives the same 401 for an unknown account and a wrong password', async () => {
    const { payload } = await register();
    const unknown = await api.request('POST', '/api/auth/login', { body: { identifier: 'nobody.here@example.in', password: 'whatever1' } });
    const wrong = await api.request('POST', '/api/auth/login', { body: { identifier: payload.email, password: 'wrong-password' } });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe('Invalid credentials');
  });

  it('signs in by e-mail or phone with a new token each time; the login check stays at 6 characters', async () => {
    const { payload } = await register();
    const byEmail = await api.request('POST', '/api/auth/login', { body: { identifier: payload.email, password: payload.password, loginMethod: 'email' } });
    const byPhone = await api.request('POST', '/api/auth/login', { body: { identifier: payload.phone, password: payload.password } });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.message).toBe('Login successful');
    expect(byPhone.status).toBe(200);
    expect(byEmail.body.data.token).not.toBe(byPhone.body.data.token);
    const short = await api.request('POST', '/api/auth/login', { body: { identifier: payload.email, password: 'abc' } });
    expect(short.status).toBe(400);
    expect(short.body.fields.password).toBe('Password must be at least 6 characters');
  });

  it('locks an identifier after repeated failures with 429 and Retry-After', async () => {
    const { payload } = await register();
    for (let i = 0; i < 5; i += 1) {
      const response = await api.request('POST', '/api/auth/login', { body: { identifier: payload.email, password: 'wrong-password' } });
      expect(response.status).toBe(401);
    }
    const locked = await api.request('POST', '/api/auth/login', { body: { identifier: payload.email, password: payload.password } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('revokes the token on logout', async () => {
    const { token } = await register();
    expect((await api.request('POST', '/api/auth/logout', { token })).status).toBe(200);
    const after = await api.request('GET', '/api/users/profile', { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Session expired. Please log in again.');
  });

  it('ends a session after 30 idle minutes', async () => {
    const { token } = await register();
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;
    await pool.query("UPDATE session_activity SET last_seen_at = now() - interval '31 minutes' WHERE session_id = $1", [sid]);
    expect((await api.request('GET', '/api/users/profile', { token })).status).toBe(401);
  });

  it('refuses missing, tampered, expired and alg:none tokens with 401', async () => {
    const { token } = await register();
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${token.split('.')[2]}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const expired = new JwtService().sign(
      { sub: claims.sub, sid: claims.sid, role: claims.role },
      { secret: api.config.JWT_SECRET, expiresIn: -10, issuer: 'jan-seva-portal', audience: 'jan-seva-api' },
    );
    const otherSecret = new JwtService().sign(claims, { secret: 'x'.repeat(40) });
    expect((await api.request('GET', '/api/users/profile')).status).toBe(401);
    for (const bad of [tampered, none, expired, otherSecret, 'garbage']) {
      expect((await api.request('GET', '/api/users/profile', { token: bad })).status).toBe(401);
    }
  });
});

describe('profile, preferences and avatar', () => {
  it('updates only the caller’s own profile and preferences', async () => {
    const first = await register();
    const second = await register();
    const update = await api.request('PUT', '/api/users/profile', { token: first.token, body: { occupation: 'Farmer', address: { city: 'Patna', state: 'Bihar' } } });
    expect(update.status).toBe(200);
    expect(update.body.data).toMatchObject({ id: first.user.id, occupation: 'Farmer', address: { city: 'Patna', state: 'Bihar' } });
    const other = await api.request('GET', '/api/users/profile', { token: second.token });
    expect(other.body.data.id).toBe(second.user.id);
    expect(other.body.data.occupation).toBeUndefined();
    const sneaky = await api.request('PUT', '/api/users/profile', { token: second.token, body: { id: first.user.id, occupation: 'Hacker' } });
    expect(sneaky.status).toBe(400);

    const prefs = await api.request('PUT', '/api/users/preferences', { token: first.token, body: { language: 'hi', notifications: { sms: false } } });
    expect(prefs.status).toBe(200);
    expect(prefs.body.data).toMatchObject({ language: 'hi', notifications: { sms: false } });
    const bad = await api.request('PUT', '/api/users/preferences', { token: first.token, body: { language: 'xx' } });
    expect(bad.status).toBe(400);
  });

  it('accepts an image avatar by content and refuses other files (415) and big ones (413)', async () => {
    const { token } = await register();
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const upload = (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      return api.request('POST', '/api/users/avatar', { token, raw: form });
    };
    const ok = await upload(png, 'me.png');
    expect(ok.status).toBe(201);
    expect(ok.body.data.profileImage).toMatch(/^\/api\/users\/avatars\/[a-f0-9]{32}\.png$/);
    const served = await fetch(`${api.url}${ok.body.data.profileImage}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await upload(Buffer.from('MZ\x90\x00 this is a windows executable'), 'photo.png')).status).toBe(415);
    expect((await upload(Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]), 'big.png')).status).toBe(413);
  });
});

describe('password reset and OTP', () => {
  it('answers forgot-password the same for unknown addresses and delivers a single-use link', async () => {
    const { payload } = await register();
    const unknown = await api.request('POST', '/api/auth/forgot-password', { body: { email: 'no.account@example.in' } });
    const known = await api.request('POST', '/api/auth/forgot-password', { body: { email: payload.email } });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);

    const message = await pool.query("SELECT body FROM outbound_messages WHERE recipient = $1 AND purpose = 'password_reset'", [payload.email]);
    const token = /token=([\w-]+)/.exec(message.rows[0].body)![1]!;
    const stored = await pool.query('SELECT token_hash FROM password_resets WHERE token_hash = $1', [token]);
    expect(stored.rowCount).toBe(0); // only the hash is stored

    const reset = await api.request('POST', '/api/auth/reset-password', { body: { token, password: 'Naya-Password-77' } });
    expect(reset.status).toBe(200);
    const login = await api.request('POST', '/api/auth/login', { body: { identifier: payload.email, password: 'Naya-Password-77' } });
    expect(login.status).toBe(200);
    const reused = await api.request('POST', '/api/auth/reset-password', { body: { token, password: 'Teesra-Password-88' } });
    expect(reused.status).toBe(422);
  });

  it('signs in with a phone OTP delivered through the SMS outbox', async () => {
    const { payload } = await register();
    expect((await api.request('POST', '/api/auth/request-otp', { body: { phone: payload.phone } })).status).toBe(200);
    const sms = await pool.query("SELECT body FROM outbound_messages WHERE recipient = $1 AND purpose = 'otp'", [payload.phone]);
    const code = /^(\d{6})/.exec(sms.rows[0].body)![1]!;
    const wrong = await api.request('POST', '/api/auth/verify-otp', { body: { phone: payload.phone, otp: code === '000000' ? '111111' : '000000' } });
    expect(wrong.status).toBe(422);
    const right = await api.request('POST', '/api/auth/verify-otp', { body: { phone: payload.phone, otp: code } });
    expect(right.status).toBe(200);
    expect(right.body.data.user.phoneVerified).toBe(true);
  });
});
