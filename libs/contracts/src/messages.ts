/**
 * User-facing validation messages. The wording of the first group is fixed by the portal
 * specification (section 5); the portal shows them verbatim and translates them by key.
 */
export const ValidationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin6: 'Password must be at least 6 characters',
  passwordMin8: 'Password must be at least 8 characters',
  passwordComplexity:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  passwordCommon: 'This password is too common. Please choose a less predictable one',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit mobile number',
  acceptTerms: 'You must accept the terms of service',
  acceptPrivacy: 'You must accept the privacy policy',
  pincodeInvalid: 'Please enter a valid 6-digit pincode',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  incomeInvalid: 'Annual income must be a whole number of rupees, 0 or more',
  tooLong: 'This field is too long',
} as const;

/** Messages of API outcomes (spec sections 3, 8 and the translation keys of section 8). */
export const AuthMessages = {
  invalidCredentials: 'Invalid credentials',
  emailExists: 'Email already exists',
  phoneExists: 'Phone number already exists',
  loginSuccessful: 'Login successful',
  registrationSuccessful: 'Registration successful!',
  loggedOut: 'Logged out',
  passwordResetLinkSent:
    'If an account exists for that address, a password reset link has been sent',
  passwordResetDone: 'Your password has been reset. Please log in with the new password',
  resetTokenInvalid: 'This reset link is invalid or has expired',
  otpSent: 'If the number is registered, a one-time password has been sent',
  otpInvalid: 'The one-time password is invalid or has expired',
  sessionExpired: 'Session expired. Please log in again.',
  unauthorized: 'Unauthorized',
  forbidden: 'You do not have permission to do this',
  tooManyAttempts: 'Too many failed attempts. Please try again later',
  currentPasswordWrong: 'Current password is incorrect',
} as const;
