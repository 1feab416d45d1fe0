import { FACTS, PROFILE_FACTS, SCHEME_CATEGORIES, SCHEME_STATES, type ProfileFact, type Scheme } from '@jan-seva/schemes/browser';
import type { SchemeStatus } from './types';

type Choice<T extends string> = { id: T; name: string };

// Keyed by the schema's own value types, so a new category, period or operator fails to
// compile here until it has a label.
const choicesOf = <T extends string>(labels: Record<T, string>): Choice<T>[] =>
  (Object.keys(labels) as T[]).map((id) => ({ id, name: labels[id] }));

const labelled = <T extends string>(values: readonly T[], prefix: string): Choice<T>[] =>
  values.map((id) => ({ id, name: `${prefix}.${id}` }));

export const categoryChoices = labelled(SCHEME_CATEGORIES, 'resources.schemes.categories');

export const statusChoices = choicesOf<SchemeStatus>({
  active: 'resources.schemes.statuses.active',
  closed: 'resources.schemes.statuses.closed',
  archived: 'resources.schemes.statuses.archived',
});

/** A document is active or closed; archiving is a command of its own (the Archive button). */
export const documentStatusChoices = statusChoices.filter((choice) => choice.id !== 'archived');

export const levelChoices = choicesOf<Scheme['level']>({
  central: 'resources.schemes.levels.central',
  state: 'resources.schemes.levels.state',
});

export const periodChoices = choicesOf<NonNullable<Scheme['benefits'][number]['period']>>({
  one_time: 'resources.schemes.periods.one_time',
  per_year: 'resources.schemes.periods.per_year',
  per_month: 'resources.schemes.periods.per_month',
  per_installment: 'resources.schemes.periods.per_installment',
  per_family_per_year: 'resources.schemes.periods.per_family_per_year',
  loan_limit: 'resources.schemes.periods.loan_limit',
  cover: 'resources.schemes.periods.cover',
  percent_subsidy: 'resources.schemes.periods.percent_subsidy',
});

type Op = 'gte' | 'lte' | 'between' | 'in' | 'notIn' | 'is';
export const opChoices = choicesOf<Op>({
  gte: 'resources.schemes.ops.gte',
  lte: 'resources.schemes.ops.lte',
  between: 'resources.schemes.ops.between',
  in: 'resources.schemes.ops.in',
  notIn: 'resources.schemes.ops.notIn',
  is: 'resources.schemes.ops.is',
});

/** The profile facts a rule can read, by the label the portal asks them with. */
export const factChoices: Choice<ProfileFact>[] = PROFILE_FACTS.map((fact) => ({
  id: fact,
  name: FACTS[fact].label.en,
}));

/** The values a choice fact can take (occupations, states...), or undefined for numbers and yes/no. */
export const factValueChoices = (fact: unknown): Choice<string>[] | undefined => {
  const info = typeof fact === 'string' ? FACTS[fact as ProfileFact] : undefined;
  return info?.options?.map((option) => ({ id: option.value, name: `${option.label.en} · ${option.label.hi}` }));
};

export const ALL_INDIA = 'All India';
/** 'All India' for central schemes, else a state or union territory as the profile names it. */
export const stateChoices: Choice<string>[] = [ALL_INDIA, ...SCHEME_STATES].map((state) => ({ id: state, name: state }));
