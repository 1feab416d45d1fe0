import type { DomainEvent } from '@jan-seva/event-store';
import type { Address, GENDERS, Preferences, Role, SOCIAL_CATEGORIES } from '@jan-seva/contracts';

/**
 * Events of one account, on the stream `user-<uuid>`. Plain JSON data; every time is an ISO
 * string ending in `At`. Secrets appear only as hashes computed by the API (argon2id for
 * passwords, keyed hashes for reset tokens and OTP codes): never a raw password, token or code.
 * Every event carries `userId` so a subscriber needs nothing but the event.
 */

export const USER_STREAM_TYPE = 'user';
export const userStreamId = (userId: string): string => `${USER_STREAM_TYPE}-${userId}`;

export type Gender = (typeof GENDERS)[number];
export type SocialCategory = (typeof SOCIAL_CATEGORIES)[number];

/** Optional facts a citizen gives at registration or later (spec section 3). */
export interface ProfileFacts {
  /** YYYY-MM-DD. */
  dateOfBirth?: string;
  gender?: Gender;
  address?: Address;
  occupation?: string;
  /** Whole rupees. */
  annualIncome?: number;
  category?: SocialCategory;
}

/** The fields a profile update may set. A given field replaces the old value (address whole). */
export interface ProfileChanges extends ProfileFacts {
  firstName?: string;
  lastName?: string;
  phone?: string;
}

export type SignInMethod = 'email' | 'phone' | 'otp';
export type SessionRevokeReason = 'logout' | 'password_changed' | 'admin';
export type PasswordChangeReason = 'change' | 'reset';

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    /** Trimmed and lower-cased. */
    email: string;
    phone: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    role: Role;
    registeredAt: string;
  } & ProfileFacts
>;

/** Only the fields that really changed. A new phone is unverified until an OTP proves it. */
export type ProfileUpdated = DomainEvent<'ProfileUpdated', { userId: string; changes: ProfileChanges; updatedAt: string }>;

export type AvatarChanged = DomainEvent<
  'AvatarChanged',
  { userId: string; path: string; contentType: string; updatedAt: string }
>;

/** `preferences` is the whole result after the merge, not the patch. */
export type PreferencesUpdated = DomainEvent<
  'PreferencesUpdated',
  { userId: string; preferences: Preferences; updatedAt: string }
>;

export type PasswordChanged = DomainEvent<
  'PasswordChanged',
  {
    userId: string;
    passwordHash: string;
    reason: PasswordChangeReason;
    /** The reset token consumed, when reason is 'reset'. */
    resetTokenHash?: string;
    changedAt: string;
  }
>;

export type PasswordResetRequested = DomainEvent<
  'PasswordResetRequested',
  {
    userId: string;
    tokenHash: string;
    expiresAt: string;
    /** The outbound message (e-mail) carrying the link; the raw token lives only there. */
    messageId: string;
    requestedAt: string;
  }
>;

export type OtpRequested = DomainEvent<
  'OtpRequested',
  {
    userId: string;
    challengeId: string;
    /** The number the code was sent to. */
    phone: string;
    codeHash: string;
    expiresAt: string;
    /** The outbound message (SMS) carrying the code. */
    messageId: string;
    requestedAt: string;
  }
>;

export type OtpVerificationFailed = DomainEvent<
  'OtpVerificationFailed',
  { userId: string; challengeId: string; failedAt: string }
>;

export type PhoneVerified = DomainEvent<
  'PhoneVerified',
  { userId: string; challengeId: string; phone: string; verifiedAt: string }
>;

export type UserSignedIn = DomainEvent<
  'UserSignedIn',
  {
    userId: string;
    sessionId: string;
    method: SignInMethod;
    ip?: string;
    userAgent?: string;
    signedInAt: string;
  }
>;

export type SessionRevoked = DomainEvent<
  'SessionRevoked',
  { userId: string; sessionId: string; reason: SessionRevokeReason; revokedAt: string }
>;

export type RoleGranted = DomainEvent<'RoleGranted', { userId: string; role: Role; grantedAt: string }>;

export type UserEvent =
  | UserRegistered
  | ProfileUpdated
  | AvatarChanged
  | PreferencesUpdated
  | PasswordChanged
  | PasswordResetRequested
  | OtpRequested
  | OtpVerificationFailed
  | PhoneVerified
  | UserSignedIn
  | SessionRevoked
  | RoleGranted;

export type UserEventType = UserEvent['type'];

/** Every event type, for projections' `handles` and for subscribers. */
export const USER_EVENT_TYPES = [
  'UserRegistered',
  'ProfileUpdated',
  'AvatarChanged',
  'PreferencesUpdated',
  'PasswordChanged',
  'PasswordResetRequested',
  'OtpRequested',
  'OtpVerificationFailed',
  'PhoneVerified',
  'UserSignedIn',
  'SessionRevoked',
  'RoleGranted',
] as const satisfies readonly UserEventType[];

// Fails to compile when a new event type is missing from USER_EVENT_TYPES.
type _AllListed = UserEventType extends (typeof USER_EVENT_TYPES)[number] ? true : never;
const _allListed: _AllListed = true;
void _allListed;

const userEventTypeSet: ReadonlySet<string> = new Set(USER_EVENT_TYPES);
export const isUserEvent = (event: DomainEvent): event is UserEvent => userEventTypeSet.has(event.type);
