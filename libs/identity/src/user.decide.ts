import { changeAvatar } from './change-avatar/change-avatar.decide';
import type { ChangeAvatarCommand } from './change-avatar/change-avatar.command';
import { changePassword } from './change-password/change-password.decide';
import type { ChangePasswordCommand } from './change-password/change-password.command';
import { grantRole } from './grant-role/grant-role.decide';
import type { GrantRoleCommand } from './grant-role/grant-role.command';
import { registerUser } from './register-user/register-user.decide';
import type { RegisterUserCommand } from './register-user/register-user.command';
import { requestOtp } from './request-otp/request-otp.decide';
import type { RequestOtpCommand } from './request-otp/request-otp.command';
import { requestPasswordReset } from './request-password-reset/request-password-reset.decide';
import type { RequestPasswordResetCommand } from './request-password-reset/request-password-reset.command';
import { resetPassword } from './reset-password/reset-password.decide';
import type { ResetPasswordCommand } from './reset-password/reset-password.command';
import { revokeSession } from './revoke-session/revoke-session.decide';
import type { RevokeSessionCommand } from './revoke-session/revoke-session.command';
import { assertNever } from './shared/assert-never';
import { signIn } from './sign-in/sign-in.decide';
import type { SignInCommand } from './sign-in/sign-in.command';
import { updatePreferences } from './update-preferences/update-preferences.decide';
import type { UpdatePreferencesCommand } from './update-preferences/update-preferences.command';
import { updateProfile } from './update-profile/update-profile.decide';
import type { UpdateProfileCommand } from './update-profile/update-profile.command';
import { IdentityError } from './user.errors';
import type { UserEvent } from './user.events';
import type { UserState } from './user.state';
import type { VerifyOtpCommand } from './verify-otp/verify-otp.command';
import { verifyOtp } from './verify-otp/verify-otp.decide';

export type UserCommand =
  | RegisterUserCommand
  | UpdateProfileCommand
  | UpdatePreferencesCommand
  | ChangeAvatarCommand
  | ChangePasswordCommand
  | RequestPasswordResetCommand
  | ResetPasswordCommand
  | RequestOtpCommand
  | VerifyOtpCommand
  | SignInCommand
  | RevokeSessionCommand
  | GrantRoleCommand;

/**
 * One entry point for a generic handler:
 *
 *   const { state, version } = await store.aggregate(userStreamId(id), evolve, initialUserState());
 *   const events = decide(command, state);            // throws IdentityError when refused
 *   if (events.length > 0) await store.append(userStreamId(id), version, events, { metadata });
 *   const failure = failureOf(events);                // a refusal that had to be recorded
 *   if (failure) throw failure;
 *
 * An empty result means the command changes nothing (a retry, or a no-op update).
 */
export function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      return registerUser(command, state);
    case 'UpdateProfile':
      return updateProfile(command, state);
    case 'UpdatePreferences':
      return updatePreferences(command, state);
    case 'ChangeAvatar':
      return changeAvatar(command, state);
    case 'ChangePassword':
      return changePassword(command, state);
    case 'RequestPasswordReset':
      return requestPasswordReset(command, state);
    case 'ResetPassword':
      return resetPassword(command, state);
    case 'RequestOtp':
      return requestOtp(command, state);
    case 'VerifyOtp':
      return verifyOtp(command, state);
    case 'SignIn':
      return signIn(command, state);
    case 'RevokeSession':
      return revokeSession(command, state);
    case 'GrantRole':
      return grantRole(command, state);
    default:
      return assertNever(command);
  }
}

/**
 * Expected failures are recorded as events (a wrong OTP counts towards the lock), so the
 * decision both appends and refuses: after appending, throw what this returns.
 */
export function failureOf(events: readonly UserEvent[]): IdentityError | undefined {
  for (const event of events) {
    if (event.type === 'OtpVerificationFailed') return new IdentityError('AUTH.OTP_INVALID', { reason: 'wrong_code' });
  }
  return undefined;
}
