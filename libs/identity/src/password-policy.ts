import { newPasswordField, ValidationMessages } from '@jan-seva/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * OWASP ASVS 5.0 6.2.4: new passwords are checked against a list of common passwords (the
 * 49k-word list zxcvbn uses). People dress up a common word to pass complexity rules, so the
 * check also looks through the usual disguises: capitals ('Password'), trailing digits and
 * symbols ('Welcome123', 'India@123') and simple leetspeak ('P@ssw0rd').
 */

let commonPasswords: ReadonlySet<string> | undefined;
const commonPasswordSet = (): ReadonlySet<string> =>
  (commonPasswords ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())));

const TRAILING_DIGITS_AND_SYMBOLS = /[\p{N}\p{P}\p{S}\s]+$/u;
/** Shorter bases are too ambiguous: 'ab' + '12345!' is caught by the length and list rules. */
const MIN_BASE_LENGTH = 3;

const LEET: Readonly<Record<string, string>> = { '@': 'a', '0': 'o', $: 's', '3': 'e' };
const deLeet = (text: string, one: 'i' | 'l'): string =>
  text.replace(/[@0$31]/g, (char) => (char === '1' ? one : (LEET[char] ?? char)));

/** The forms of a password that count as "the same" word for the list check. */
export function commonPasswordCandidates(password: string): string[] {
  const lower = password.toLowerCase();
  const strip = (text: string) => text.replace(TRAILING_DIGITS_AND_SYMBOLS, '');
  // Strip then translate catches 'P@ssw0rd1'; translate then strip catches 'Pa$$'.
  const forms = [lower, strip(lower), strip(deLeet(lower, 'i')), strip(deLeet(lower, 'l'))];
  const candidates = new Set([lower]);
  for (const form of forms) {
    for (const candidate of [form, deLeet(form, 'i'), deLeet(form, 'l')]) {
      if (candidate.length >= MIN_BASE_LENGTH) candidates.add(candidate);
    }
  }
  return [...candidates];
}

/** True when the password, or its base word under the disguises above, is a common password. */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswordSet();
  return commonPasswordCandidates(password).some((candidate) => list.has(candidate));
}

/**
 * Messages for a new password (registration, reset, change), first the contracts' rules
 * (length, complexity), then the common-password check; empty when the password is fine.
 * The list check runs only when the rest pass, so the citizen fixes one thing at a time.
 */
export function checkNewPassword(password: unknown): string[] {
  const parsed = newPasswordField.safeParse(password);
  if (!parsed.success) return [...new Set(parsed.error.issues.map((issue) => issue.message))];
  return isCommonPassword(parsed.data) ? [ValidationMessages.passwordCommon] : [];
}

/**
 * contracts' `newPasswordField` plus the common-password check, for the API to use in place
 * of `newPasswordField` when it parses a request (field errors then come out in one pass).
 */
export const strongNewPasswordField = newPasswordField.refine((password) => !isCommonPassword(password), {
  message: ValidationMessages.passwordCommon,
  when: (payload) => payload.issues.length === 0,
});
