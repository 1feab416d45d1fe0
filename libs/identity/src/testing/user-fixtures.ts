import type {
  OtpRequested,
  PasswordResetRequested,
  SignInMethod,
  UserRegistered,
  UserSignedIn,
} from '../user.events';

/** Test data for the identity specs: one citizen, a fixed clock, events at minute offsets. */

export const USER_ID = '0b6f3c1e-4a57-4d8e-9c1a-2f5e7d9b3a10';
export const T0 = new Date('2025-11-21T10:00:00.000Z');

/** The instant `minutes` after T0. */
export const at = (minutes: number): Date => new Date(T0.getTime() + minutes * 60_000);
export const iso = (minutes: number): string => at(minutes).toISOString();

export const userRegistered = (data: Partial<UserRegistered['data']> = {}): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId: USER_ID,
    email: 'asha.verma@example.in',
    phone: '9876543210',
    firstName: 'Asha',
    lastName: 'Verma',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$old',
    role: 'user',
    registeredAt: iso(0),
    ...data,
  },
});

export const signedIn = (sessionId: string, minutes: number, method: SignInMethod = 'email'): UserSignedIn => ({
  type: 'UserSignedIn',
  data: { userId: USER_ID, sessionId, method, signedInAt: iso(minutes) },
});

export const resetRequested = (tokenHash: string, minutes: number): PasswordResetRequested => ({
  type: 'PasswordResetRequested',
  data: {
    userId: USER_ID,
    tokenHash,
    expiresAt: iso(minutes + 30),
    messageId: `message-${tokenHash}`,
    requestedAt: iso(minutes),
  },
});

export const otpRequested = (challengeId: string, codeHash: string, minutes: number, phone = '9876543210'): OtpRequested => ({
  type: 'OtpRequested',
  data: {
    userId: USER_ID,
    challengeId,
    phone,
    codeHash,
    expiresAt: iso(minutes + 5),
    messageId: `sms-${challengeId}`,
    requestedAt: iso(minutes),
  },
});
