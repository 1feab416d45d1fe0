import type { Preferences, Role } from '@jan-seva/contracts';
import type { ProfileFacts, SignInMethod, UserEvent } from './user.events';
import { SESSION_RETENTION_MS } from './user.rules';
import { assertNever } from './shared/assert-never';
import { definedOnly } from './shared/plain-data';

/** What the deciders need to know about an account, folded from its stream. */
export type UserState = NonexistentUser | ActiveUser;

export interface NonexistentUser {
  status: 'Nonexistent';
}

export interface UserProfile extends ProfileFacts {
  firstName: string;
  lastName: string;
}

export interface OpenSession {
  method: SignInMethod;
  signedInAt: string;
}

/**
 * A reset token: `outstanding` until it expires, `used` once it reset the password,
 * `invalidated` when the password changed by any other means (a link older than the current
 * password must not work, as in Django's token generator).
 */
export interface ResetToken {
  expiresAt: string;
  status: 'outstanding' | 'used' | 'invalidated';
}

/** The one OTP challenge that counts: a new request replaces it. */
export interface OtpChallenge {
  challengeId: string;
  phone: string;
  codeHash: string;
  expiresAt: string;
  failedAttempts: number;
}

export interface ActiveUser {
  status: 'Active';
  userId: string;
  email: string;
  phone: string;
  phoneVerified: boolean;
  role: Role;
  passwordHash: string;
  profile: UserProfile;
  avatar: { path: string; contentType: string } | null;
  preferences: Preferences;
  /** Sessions not revoked, by session id (pruned after SESSION_RETENTION_DAYS). */
  sessions: Readonly<Record<string, OpenSession>>;
  /**
   * Every reset token ever issued, by hash. Kept after use or expiry (a few bytes each, and
   * requests are rate-limited) so that a hash is accepted at most once, ever.
   */
  resetTokens: Readonly<Record<string, ResetToken>>;
  otp: OtpChallenge | null;
  registeredAt: string;
}

export const initialUserState = (): UserState => ({ status: 'Nonexistent' });

/**
 * Applies one event. Total: an event that does not fit the state (which a correct decider
 * never produces) leaves the state as it is rather than throwing, like a projection.
 */
export function evolve(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    if (state.status === 'Active') return state;
    const { userId, email, phone, passwordHash, role, registeredAt, ...profile } = event.data;
    return {
      status: 'Active',
      userId,
      email,
      phone,
      phoneVerified: false,
      role,
      passwordHash,
      profile,
      avatar: null,
      preferences: {},
      sessions: {},
      resetTokens: {},
      otp: null,
      registeredAt,
    };
  }
  if (state.status === 'Nonexistent') return state;

  switch (event.type) {
    case 'ProfileUpdated': {
      const { phone, ...profileChanges } = event.data.changes;
      const phoneChanged = phone !== undefined && phone !== state.phone;
      return {
        ...state,
        profile: { ...state.profile, ...definedOnly(profileChanges) },
        ...(phoneChanged ? { phone, phoneVerified: false, otp: null } : {}),
      };
    }
    case 'AvatarChanged':
      return { ...state, avatar: { path: event.data.path, contentType: event.data.contentType } };
    case 'PreferencesUpdated':
      return { ...state, preferences: event.data.preferences };
    case 'PasswordChanged': {
      const { resetTokenHash } = event.data;
      const resetTokens: Record<string, ResetToken> = {};
      for (const [hash, token] of Object.entries(state.resetTokens)) {
        if (token.status !== 'outstanding') resetTokens[hash] = token;
        else resetTokens[hash] = { ...token, status: hash === resetTokenHash ? 'used' : 'invalidated' };
      }
      return { ...state, passwordHash: event.data.passwordHash, resetTokens };
    }
    case 'PasswordResetRequested': {
      const { tokenHash, expiresAt } = event.data;
      if (Object.hasOwn(state.resetTokens, tokenHash)) return state;
      return { ...state, resetTokens: { ...state.resetTokens, [tokenHash]: { expiresAt, status: 'outstanding' } } };
    }
    case 'OtpRequested': {
      const { challengeId, phone, codeHash, expiresAt } = event.data;
      return { ...state, otp: { challengeId, phone, codeHash, expiresAt, failedAttempts: 0 } };
    }
    case 'OtpVerificationFailed':
      if (state.otp?.challengeId !== event.data.challengeId) return state;
      return { ...state, otp: { ...state.otp, failedAttempts: state.otp.failedAttempts + 1 } };
    case 'PhoneVerified': {
      const otp = state.otp?.challengeId === event.data.challengeId ? null : state.otp;
      // A verification of a number the account no longer has proves nothing about the new one.
      const phoneVerified = state.phoneVerified || event.data.phone === state.phone;
      return { ...state, otp, phoneVerified };
    }
    case 'UserSignedIn': {
      const { sessionId, method, signedInAt } = event.data;
      const oldest = Date.parse(signedInAt) - SESSION_RETENTION_MS;
      const sessions: Record<string, OpenSession> = {};
      for (const [id, session] of Object.entries(state.sessions)) {
        if (Date.parse(session.signedInAt) > oldest) sessions[id] = session;
      }
      if (!Object.hasOwn(sessions, sessionId)) sessions[sessionId] = { method, signedInAt };
      return { ...state, sessions };
    }
    case 'SessionRevoked': {
      if (!Object.hasOwn(state.sessions, event.data.sessionId)) return state;
      const { [event.data.sessionId]: _revoked, ...sessions } = state.sessions;
      return { ...state, sessions };
    }
    case 'RoleGranted':
      return { ...state, role: event.data.role };
    default:
      return assertNever(event);
  }
}

/** Folds events into state, from nothing. */
export const foldUser = (events: readonly UserEvent[], state: UserState = initialUserState()): UserState =>
  events.reduce(evolve, state);
