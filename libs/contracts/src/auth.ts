import { z } from 'zod';
import { ValidationMessages as M } from './messages';

/** Gender values of the Registration entity (spec section 3). */
export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
/** Social category values of the Registration entity (spec section 3). */
export const SOCIAL_CATEGORIES = ['general', 'obc', 'sc', 'st', 'other'] as const;
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Indian mobile numbers: 10 digits starting 6-9 (spec section 9). */
export const PHONE_PATTERN = /^[6-9]\d{9}$/;
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export const emailField = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(254, M.emailInvalid)
  .regex(EMAIL_PATTERN, M.emailInvalid)
  .transform((value) => value.toLowerCase());

export const phoneField = z
  .string({ error: M.phoneRequired })
  .trim()
  .min(1, M.phoneRequired)
  .regex(PHONE_PATTERN, M.phoneInvalid);

const nameField = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(60, M.tooLong);

/** Login keeps the spec's 6-character rule; strength is a registration concern only. */
export const loginPasswordField = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(6, M.passwordMin6)
  .max(128, M.passwordTooLong);

/**
 * Registration and password-change rule: the spec's complexity rule plus ASVS 5.0 6.2.1
 * (at least 8 characters). The common-password check (6.2.4) needs a 49k-word list, so it
 * runs on the server (libs/identity) and its message reaches the form as a field error.
 */
export const newPasswordField = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(8, M.passwordMin8)
  .max(128, M.passwordTooLong)
  .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, M.passwordComplexity);

export const loginRequestSchema = z
  .object({
    identifier: z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).max(254),
    password: loginPasswordField,
    loginMethod: z.enum(['email', 'phone']).default('email'),
  })
  .strict()
  .superRefine((value, ctx) => {
    const ok =
      value.loginMethod === 'phone'
        ? PHONE_PATTERN.test(value.identifier)
        : EMAIL_PATTERN.test(value.identifier) || PHONE_PATTERN.test(value.identifier);
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['identifier'],
        message: value.loginMethod === 'phone' ? M.phoneInvalid : M.emailInvalid,
      });
    }
  });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The login form sends the e-mail as identifier (spec section 3). */
export const loginFormSchema = z.object({
  email: emailField,
  password: loginPasswordField,
});
export type LoginForm = z.input<typeof loginFormSchema>;

const dateOfBirthField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateOfBirthInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
    const age = (Date.now() - date.getTime()) / (365.25 * 24 * 3600 * 1000);
    return age >= 0 && age <= 130;
  }, M.dateOfBirthInvalid);

export const addressSchema = z
  .object({
    street: z.string().trim().max(200, M.tooLong).optional(),
    area: z.string().trim().max(120, M.tooLong).optional(),
    city: z.string().trim().max(100, M.tooLong).optional(),
    state: z.string().trim().max(100, M.tooLong).optional(),
    pincode: z.string().trim().regex(PINCODE_PATTERN, M.pincodeInvalid).optional(),
  })
  .strict();
export type Address = z.infer<typeof addressSchema>;

const incomeField = z
  .number({ error: M.incomeInvalid })
  .int(M.incomeInvalid)
  .min(0, M.incomeInvalid)
  .max(1_000_000_000_000, M.incomeInvalid);

/** Optional profile facts shared by registration and profile update (spec section 3). */
const profileFacts = {
  dateOfBirth: dateOfBirthField.optional(),
  gender: z.enum(GENDERS).optional(),
  address: addressSchema.optional(),
  occupation: z.string().trim().max(100, M.tooLong).optional(),
  annualIncome: incomeField.optional(),
  category: z.enum(SOCIAL_CATEGORIES).optional(),
};

export const registerRequestSchema = z
  .object({
    firstName: nameField(M.firstNameRequired),
    lastName: nameField(M.lastNameRequired),
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    ...profileFacts,
  })
  .strict();
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The register form: the request plus the form-only fields (spec section 3). */
export const registrationFormSchema = registerRequestSchema
  .extend({
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((v) => v, M.acceptTerms),
    acceptPrivacy: z.boolean().refine((v) => v, M.acceptPrivacy),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.passwordsDoNotMatch });
    }
  });

export const forgotPasswordRequestSchema = z.object({ email: emailField }).strict();
export const resetPasswordRequestSchema = z
  .object({
    token: z.string().trim().min(20).max(200),
    password: newPasswordField,
  })
  .strict();
export const requestOtpSchema = z.object({ phone: phoneField }).strict();
export const verifyOtpRequestSchema = z
  .object({ phone: phoneField, otp: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code') })
  .strict();
export const changePasswordRequestSchema = z
  .object({ currentPassword: loginPasswordField, newPassword: newPasswordField })
  .strict();

export const updateProfileRequestSchema = z
  .object({
    firstName: nameField(M.firstNameRequired).optional(),
    lastName: nameField(M.lastNameRequired).optional(),
    phone: phoneField.optional(),
    ...profileFacts,
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const LANGUAGE_CODES = [
  'en', 'hi', 'bn', 'te', 'mr', 'ta', 'gu', 'ur', 'kn', 'ml', 'pa', 'or', 'as',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const preferencesSchema = z
  .object({
    language: z.enum(LANGUAGE_CODES).optional(),
    notifications: z
      .object({
        email: z.boolean(), sms: z.boolean(), push: z.boolean(),
        schemes: z.boolean(), applications: z.boolean(), events: z.boolean(),
      })
      .partial()
      .strict()
      .optional(),
    privacy: z
      .object({
        profileVisibility: z.enum(['government_only', 'private']),
        dataSharing: z.boolean(),
        analytics: z.boolean(),
      })
      .partial()
      .strict()
      .optional(),
    accessibility: z
      .object({
        fontSize: z.enum(['small', 'medium', 'large', 'extra-large']),
        highContrast: z.boolean(),
        screenReader: z.boolean(),
        voiceAssistant: z.boolean(),
      })
      .partial()
      .strict()
      .optional(),
  })
  .strict();
export type Preferences = z.infer<typeof preferencesSchema>;

/** The User entity as the API returns it (spec section 3, plus the profile facts). */
export interface UserDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: Role;
  dateOfBirth?: string;
  gender?: (typeof GENDERS)[number];
  address?: Address;
  occupation?: string;
  annualIncome?: number;
  category?: (typeof SOCIAL_CATEGORIES)[number];
  profileImage?: string;
  phoneVerified: boolean;
  preferences: Preferences;
  createdAt: string;
}

export interface AuthResult {
  token: string;
  user: UserDto;
  /** When the session ends if unused (idle timeout), ISO time. */
  expiresAt: string;
}
