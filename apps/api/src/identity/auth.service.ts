import { Inject, Injectable } from '@nestjs/common';
import {
  AuthMessages,
  type AuthResult,
  type LoginRequest,
  type RegisterRequest,
} from '@jan-seva/contracts';
import { UniqueViolationError, type EventMetadata } from '@jan-seva/event-store';
import { checkNewPassword, IdentityError, type ActiveUser } from '@jan-seva/identity';
import { createHash, createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { SessionStore } from '../auth/session-store';
import { TokenService } from '../auth/token.service';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { LoginThrottle } from './login-throttle';
import { writeOutboundMessage } from './outbox';
import { PasswordHasher } from './password-hasher';
import { toUserDto, UserDirectory } from './user-directory';
import { UserRepository } from './user-repository';

export interface ClientContext {
  ip: string;
  userAgent?: string;
  requestId?: string;
  idempotencyKey?: string;
}

/** Maps the users read model's unique indexes to the spec's 409 messages. */
export function duplicateAccountError(error: unknown): ApiError | null {
  if (!(error instanceof UniqueViolationError)) return null;
  if (error.constraint === 'users_email_key') return new ApiError(409, AuthMessages.emailExists, 'AUTH.EMAIL_EXISTS', { email: AuthMessages.emailExists });
  if (error.constraint === 'users_phone_key') return new ApiError(409, AuthMessages.phoneExists, 'AUTH.PHONE_EXISTS', { phone: AuthMessages.phoneExists });
  return null;
}

/** Sign-up, sign-in, sign-out, password reset and phone OTP. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly directory: UserDirectory,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly sessions: SessionStore,
    private readonly throttle: LoginThrottle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private metadata(context: ClientContext, actorId?: string): EventMetadata {
    return { ...(actorId ? { actorId } : {}), ...(context.requestId ? { requestId: context.requestId } : {}), ip: context.ip };
  }

  assertStrongPassword(password: string, field = 'password'): void {
    const problems = checkNewPassword(password);
    if (problems.length > 0) throw new ApiError(400, problems[0]!, 'VALIDATION.FAILED', { [field]: problems[0]! });
  }

  async register(request: RegisterRequest, context: ClientContext, role: 'user' | 'admin' = 'user'): Promise<AuthResult> {
    this.assertStrongPassword(request.password);
    const { password, ...profile } = request;
    const userId = randomUUID();
    try {
      await this.users.execute(
        userId,
        { type: 'RegisterUser', ...profile, userId, passwordHash: await this.hasher.hash(password), role, now: new Date() },
        { metadata: this.metadata(context, userId), ...(context.idempotencyKey ? { idempotencyKey: `register:${context.idempotencyKey}` } : {}) },
      );
    } catch (error) {
      throw duplicateAccountError(error) ?? error;
    }
    return this.startSession(userId, 'email', context);
  }

  async login(request: LoginRequest, context: ClientContext): Promise<AuthResult> {
    await this.throttle.assertAllowed(request.identifier, context.ip);
    const user = await this.directory.byIdentifier(request.identifier);
    const matches = user ? await this.hasher.verify(user.password_hash, request.password) : await this.hasher.verifyNothing(request.password);
    if (!user || !matches) {
      await this.throttle.recordFailure(request.identifier, context.ip);
      throw new ApiError(401, AuthMessages.invalidCredentials, 'AUTH.INVALID_CREDENTIALS');
    }
    await this.throttle.recordSuccess(request.identifier);
    const method = /^\d{10}$/.test(request.identifier.trim()) ? 'phone' : 'email';
    return this.startSession(user.id, method, context);
  }

  private async startSession(userId: string, method: 'email' | 'phone', context: ClientContext): Promise<AuthResult> {
    const sessionId = randomUUID();
    const now = new Date();
    await this.users.execute(
      userId,
      {
        type: 'SignIn',
        method,
        passwordMatches: true,
        sessionId,
        ip: context.ip,
        ...(context.userAgent ? { userAgent: context.userAgent.slice(0, 300) } : {}),
        now,
      },
      { metadata: this.metadata(context, userId) },
    );
    return this.issue(userId, sessionId, now);
  }

  private async issue(userId: string, sessionId: string, now: Date): Promise<AuthResult> {
    const row = await this.directory.byId(userId);
    if (!row) throw new ApiError(401, AuthMessages.invalidCredentials, 'AUTH.INVALID_CREDENTIALS');
    await this.sessions.touch(sessionId, now);
    return {
      token: this.tokens.sign({ sub: userId, sid: sessionId, role: row.role }),
      user: toUserDto(row),
      expiresAt: this.sessions.idleExpiry(now).toISOString(),
    };
  }

  async logout(userId: string, sessionId: string, context: ClientContext): Promise<void> {
    await this.users.execute(userId, { type: 'RevokeSession', sessionId, reason: 'logout', now: new Date() }, { metadata: this.metadata(context, userId) });
  }

  /** Same answer whether or not the account exists; the link goes out through the outbox. */
  async forgotPassword(email: string, context: ClientContext): Promise<void> {
    const user = await this.directory.byIdentifier(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const messageId = randomUUID();
    const link = `${this.config.PUBLIC_URL}/reset-password?token=${token}`;
    await this.users.execute(
      user.id,
      { type: 'RequestPasswordReset', tokenHash: sha256(token), messageId, now: new Date() },
      {
        metadata: this.metadata(context),
        inTransaction: (tx) =>
          writeOutboundMessage(tx, {
            id: messageId,
            channel: 'email',
            recipient: user.email,
            subject: 'Reset your Jan Seva Portal password / पासवर्ड रीसेट करें',
            body:
              `Namaste ${user.first_name},\n\nUse this link within 30 minutes to choose a new password:\n${link}\n\n` +
              `नया पासवर्ड चुनने के लिए 30 मिनट के भीतर इस लिंक का उपयोग करें।\n\n` +
              `If you did not ask for this, ignore this e-mail; your password stays the same.`,
            purpose: 'password_reset',
          }),
      },
    );
  }

  async resetPassword(token: string, password: string, context: ClientContext): Promise<void> {
    const tokenHash = sha256(token);
    const userId = await this.directory.byResetTokenHash(tokenHash);
    if (!userId) throw new IdentityError('AUTH.RESET_TOKEN_INVALID', { reason: 'unknown' });
    this.assertStrongPassword(password);
    await this.users.execute(
      userId,
      { type: 'ResetPassword', tokenHash, newPasswordHash: await this.hasher.hash(password), now: new Date() },
      { metadata: this.metadata(context, userId) },
    );
  }

  async changePassword(userId: string, sessionId: string, current: string, next: string, context: ClientContext): Promise<void> {
    this.assertStrongPassword(next, 'newPassword');
    const row = await this.directory.byId(userId);
    if (!row) throw new ApiError(401, AuthMessages.unauthorized, 'AUTH.REQUIRED');
    const currentPasswordMatches = await this.hasher.verify(row.password_hash, current);
    await this.users.execute(
      userId,
      { type: 'ChangePassword', currentPasswordMatches, newPasswordHash: await this.hasher.hash(next), currentSessionId: sessionId, now: new Date() },
      { metadata: this.metadata(context, userId) },
    );
  }

  /** Sends a 6-digit code by SMS to a registered phone; same answer for unknown numbers. */
  async requestOtp(phone: string, context: ClientContext): Promise<void> {
    const user = await this.directory.byIdentifier(phone);
    if (!user) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const challengeId = randomUUID();
    const messageId = randomUUID();
    await this.users.execute(
      user.id,
      { type: 'RequestOtp', challengeId, codeHash: this.otpHash(challengeId, code), messageId, now: new Date() },
      {
        metadata: this.metadata(context),
        inTransaction: (tx) =>
          writeOutboundMessage(tx, {
            id: messageId,
            channel: 'sms',
            recipient: user.phone,
            body: `${code} is your Jan Seva Portal code. It expires in 5 minutes. Do not share it. / आपका कोड ${code} है।`,
            purpose: 'otp',
          }),
      },
    );
  }

  /** Signed in: proves the caller's phone. Visitor: signs in with the code (and proves the phone). */
  async verifyOtp(phone: string, otp: string, context: ClientContext, caller?: { userId: string }): Promise<AuthResult | { phoneVerified: true }> {
    const user = caller ? await this.directory.byId(caller.userId) : await this.directory.byIdentifier(phone);
    if (!user || user.phone !== phone) throw new IdentityError('AUTH.OTP_INVALID', { reason: 'no_account' });
    const { state } = await this.users.load(user.id);
    const challengeId = (state as ActiveUser).otp?.challengeId;
    if (!challengeId) throw new IdentityError('AUTH.OTP_INVALID', { reason: 'no_challenge' });
    const codeHash = this.otpHash(challengeId, otp);
    if (caller) {
      await this.users.execute(user.id, { type: 'VerifyOtp', codeHash, now: new Date() }, { metadata: this.metadata(context, user.id) });
      return { phoneVerified: true };
    }
    const sessionId = randomUUID();
    const now = new Date();
    await this.users.execute(
      user.id,
      { type: 'SignIn', method: 'otp', codeHash, sessionId, ip: context.ip, ...(context.userAgent ? { userAgent: context.userAgent.slice(0, 300) } : {}), now },
      { metadata: this.metadata(context, user.id) },
    );
    return this.issue(user.id, sessionId, now);
  }

  /** HMAC keyed with the server secret: six digits cannot be brute-forced from the log. */
  private otpHash(challengeId: string, code: string): string {
    return createHmac('sha256', this.config.JWT_SECRET).update(`${challengeId}:${code}`).digest('hex');
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
