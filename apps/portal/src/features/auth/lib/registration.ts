import { type RegisterRequest, fieldErrors, registrationFormSchema } from '@jan-seva/contracts';

/** What the register form holds: every input as typed. */
export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  dateOfBirth: string;
  gender: string;
  city: string;
  state: string;
  pincode: string;
  occupation: string;
  annualIncome: string;
  category: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

export type RegisterField = keyof RegisterValues;

export const REGISTER_FIELDS: readonly RegisterField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'dateOfBirth',
  'gender',
  'city',
  'state',
  'pincode',
  'occupation',
  'annualIncome',
  'category',
  'acceptTerms',
  'acceptPrivacy',
];

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  dateOfBirth: '',
  gender: '',
  city: '',
  state: '',
  pincode: '',
  occupation: '',
  annualIncome: '',
  category: '',
  acceptTerms: false,
  acceptPrivacy: false,
};

/** Spec section 5: phone input keeps digits only, at most 10. */
export const phoneInput = (raw: string) => raw.replace(/\D/g, '').slice(0, 10);
/** Spec section 5: pincode input keeps digits only, at most 6. */
export const pincodeInput = (raw: string) => raw.replace(/\D/g, '').slice(0, 6);

/**
 * The form values as the schema expects them: optional fields left out when empty (spec
 * section 5), address only when one of its parts is filled in, income as a number.
 */
export function toRegistrationInput(values: RegisterValues): Record<string, unknown> {
  const input: Record<string, unknown> = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    password: values.password,
    confirmPassword: values.confirmPassword,
    acceptTerms: values.acceptTerms,
    acceptPrivacy: values.acceptPrivacy,
  };
  if (values.dateOfBirth) input.dateOfBirth = values.dateOfBirth;
  if (values.gender) input.gender = values.gender;
  const address: Record<string, string> = {};
  if (values.city.trim()) address.city = values.city.trim();
  if (values.state) address.state = values.state;
  if (values.pincode) address.pincode = values.pincode;
  if (Object.keys(address).length > 0) input.address = address;
  if (values.occupation.trim()) input.occupation = values.occupation.trim();
  if (values.annualIncome.trim() !== '') input.annualIncome = Number(values.annualIncome);
  if (values.category) input.category = values.category;
  return input;
}

/** Error keys from zod or the API (`address.pincode`) onto the form's fields (`pincode`). */
export function toFormErrors(fields: Record<string, string>): Partial<Record<RegisterField, string>> {
  const errors: Partial<Record<RegisterField, string>> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = (path.startsWith('address.') ? path.slice('address.'.length) : path) as RegisterField;
    if ((REGISTER_FIELDS as readonly string[]).includes(field)) errors[field] ??= message;
  }
  return errors;
}

export type ValidationResult =
  | { ok: true; request: RegisterRequest }
  | { ok: false; errors: Partial<Record<RegisterField, string>> };

/** Checks the form with the shared contract and builds the request the API takes. */
export function validateRegistration(values: RegisterValues): ValidationResult {
  const parsed = registrationFormSchema.safeParse(toRegistrationInput(values));
  if (!parsed.success) return { ok: false, errors: toFormErrors(fieldErrors(parsed.error)) };
  const { confirmPassword: _confirm, acceptTerms: _terms, acceptPrivacy: _privacy, ...request } = parsed.data;
  return { ok: true, request };
}
