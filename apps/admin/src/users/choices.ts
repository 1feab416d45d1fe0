import type { UserRecord } from './types';

type Choice<T extends string> = { id: T; name: string };

// Keyed by the contracts' own value types, so a new role, gender or category fails to
// compile here until it has a label.
const choicesOf = <T extends string>(labels: Record<T, string>): Choice<T>[] =>
  (Object.keys(labels) as T[]).map((id) => ({ id, name: labels[id] }));

export const roleChoices = choicesOf<UserRecord['role']>({
  user: 'resources.users.roles.user',
  admin: 'resources.users.roles.admin',
});

export const genderChoices = choicesOf<NonNullable<UserRecord['gender']>>({
  male: 'resources.users.genders.male',
  female: 'resources.users.genders.female',
  other: 'resources.users.genders.other',
  'prefer-not-to-say': 'resources.users.genders.prefer-not-to-say',
});

export const categoryChoices = choicesOf<NonNullable<UserRecord['category']>>({
  general: 'resources.users.categories.general',
  obc: 'resources.users.categories.obc',
  sc: 'resources.users.categories.sc',
  st: 'resources.users.categories.st',
  other: 'resources.users.categories.other',
});
