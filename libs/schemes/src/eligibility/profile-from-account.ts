import { citizenProfileSchema, PROFILE_FACTS, type CitizenProfile } from '../profile';
import { occupationFromText, stateFromText } from './text-match';

/**
 * The account fields the engine reads. The portal's UserDto (libs/contracts) fits this shape;
 * it is restated here so the domain library does not depend on the API contracts.
 */
export interface AccountFacts {
  /** YYYY-MM-DD */
  dateOfBirth?: string;
  gender?: string;
  address?: { state?: string };
  occupation?: string;
  annualIncome?: number;
  category?: string;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Age in whole years on today's date in India; undefined for a malformed or future date. */
export function ageOn(dateOfBirth: string, now: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return undefined;
  const today = new Date(now.getTime() + IST_OFFSET_MS);
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const age = ty - year - (tm < month || (tm === month && td < day) ? 1 : 0);
  return age >= 0 ? age : undefined;
}

/** Keeps the answers that are still valid facts (stored answers may predate a schema change). */
export function validFacts(answers: unknown): CitizenProfile {
  if (typeof answers !== 'object' || answers === null) return {};
  const profile: Record<string, unknown> = {};
  for (const fact of PROFILE_FACTS) {
    const value = (answers as Record<string, unknown>)[fact];
    if (value === undefined) continue;
    const parsed = citizenProfileSchema.shape[fact].safeParse(value);
    if (parsed.success && parsed.data !== undefined) profile[fact] = parsed.data;
  }
  return profile as CitizenProfile;
}

/**
 * The facts an account already states, completed by the citizen's stored eligibility answers.
 * The account wins where both have a fact: the portal only asks for facts the account lacks,
 * so a clash means the citizen edited the account afterwards (and age from the date of birth
 * stays right as years pass, unlike an answered age).
 */
export function profileFromAccount(
  account: AccountFacts,
  answers: unknown = {},
  options: { now?: Date } = {},
): CitizenProfile {
  const fromAccount: CitizenProfile = {};
  if (account.dateOfBirth) {
    const age = ageOn(account.dateOfBirth, options.now ?? new Date());
    if (age !== undefined && age <= 130) fromAccount.age = age;
  }
  if (account.gender === 'male' || account.gender === 'female' || account.gender === 'other') {
    fromAccount.gender = account.gender;
  }
  if (typeof account.annualIncome === 'number' && Number.isInteger(account.annualIncome) && account.annualIncome >= 0) {
    fromAccount.annualIncome = account.annualIncome;
  }
  if (account.category === 'general' || account.category === 'obc' || account.category === 'sc' || account.category === 'st') {
    fromAccount.socialCategory = account.category;
  }
  const occupation = account.occupation ? occupationFromText(account.occupation) : undefined;
  if (occupation) fromAccount.occupation = occupation;
  const state = account.address?.state ? stateFromText(account.address.state) : undefined;
  if (state) fromAccount.state = state;

  const profile: CitizenProfile = { ...validFacts(answers), ...fromAccount };
  // An occupation that settles a yes/no fact answers it too, unless the citizen said otherwise.
  if (profile.occupation === 'government_employee') profile.isGovernmentEmployee ??= true;
  if (profile.occupation === 'student') profile.isStudent ??= true;
  return profile;
}
