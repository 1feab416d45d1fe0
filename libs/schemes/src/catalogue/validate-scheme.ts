import type { z } from 'zod';
import { SCHEME_STATES } from '../profile';
import { schemeSchema, type Condition, type Scheme } from '../scheme.schema';
import { choiceValues, FACTS } from '../eligibility/facts';
import { conditionsOf } from '../eligibility/evaluate';

/** One thing wrong with a scheme: the field's dotted path ('' for the whole) and why. */
export interface SchemeIssue {
  path: string;
  message: string;
}

export type SchemeValidation = { success: true; scheme: Scheme } | { success: false; issues: SchemeIssue[] };

const joinPath = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** zod issues as dotted paths; an unknown key is named in the path, like a wrong field. */
export function zodIssues(error: z.ZodError): SchemeIssue[] {
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: joinPath([...issue.path, key]), message: 'Unknown field' }))
      : [{ path: joinPath(issue.path), message: issue.message }],
  );
}

const NUMERIC_KINDS = new Set(['money', 'years', 'hectares', 'percent', 'class']);

/** Whether an operator makes sense for the fact, and whether its values are ones the fact can take. */
function conditionIssues(condition: Condition, path: string): SchemeIssue[] {
  const fact = FACTS[condition.fact];
  const numeric = NUMERIC_KINDS.has(fact.kind);
  const issue = (message: string, field = 'op'): SchemeIssue[] => [{ path: `${path}.${field}`, message }];
  switch (condition.op) {
    case 'gte':
    case 'lte':
      return numeric ? [] : issue(`'${condition.op}' needs a numeric fact; '${condition.fact}' is ${fact.kind}`);
    case 'between':
      if (!numeric) return issue(`'between' needs a numeric fact; '${condition.fact}' is ${fact.kind}`);
      return condition.min <= condition.max ? [] : issue(`min ${condition.min} is above max ${condition.max}`, 'min');
    case 'is':
      return fact.kind === 'yesno' ? [] : issue(`'is' needs a yes/no fact; '${condition.fact}' is ${fact.kind}`);
    case 'in':
    case 'notIn': {
      if (fact.kind === 'yesno') return issue(`use 'is' for the yes/no fact '${condition.fact}'`);
      const allowed = choiceValues(condition.fact);
      return condition.values.flatMap((value, i): SchemeIssue[] => {
        if (allowed) {
          return allowed.includes(String(value)) && typeof value === 'string'
            ? []
            : [{ path: `${path}.values.${i}`, message: `'${value}' is not a value of ${condition.fact} (${allowed.join(', ')})` }];
        }
        return typeof value === 'number' ? [] : [{ path: `${path}.values.${i}`, message: `${condition.fact} values are numbers` }];
      });
    }
  }
}

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * What the schema cannot say about one scheme: each rule's operator fits its fact and names
 * values the fact can take (a typo such as 'Uttar pradesh' would silently fail everyone),
 * reasons use only {value} and {limit}, rule ids are unique, dates exist on the calendar,
 * `state` is 'All India' for a central scheme, and a state scheme names a known state and has
 * a rule limiting it to residents of that state.
 */
export function schemeRuleIssues(scheme: Scheme): SchemeIssue[] {
  const issues: SchemeIssue[] = [];
  const seen = new Set<string>();
  scheme.rules.forEach((rule, r) => {
    if (seen.has(rule.id)) issues.push({ path: `rules.${r}.id`, message: `rule id '${rule.id}' is used twice` });
    seen.add(rule.id);
    const base = rule.condition ? `rules.${r}.condition` : `rules.${r}.anyOf`;
    conditionsOf(rule).forEach((condition, c) => {
      issues.push(...conditionIssues(condition, rule.condition ? base : `${base}.${c}`));
    });
    for (const lang of ['en', 'hi'] as const) {
      for (const placeholder of rule.reason[lang].match(/\{[^}]*\}/g) ?? []) {
        if (placeholder !== '{value}' && placeholder !== '{limit}') {
          issues.push({ path: `rules.${r}.reason.${lang}`, message: `unknown placeholder ${placeholder} (use {value} or {limit})` });
        }
      }
    }
  });
  const dates: [string, string | undefined][] = [
    ['lastVerified', scheme.lastVerified],
    ['deadline', scheme.deadline],
    ['beneficiaries.asOf', scheme.beneficiaries?.asOf],
    ...scheme.importantDates.map((entry, i): [string, string | undefined] => [`importantDates.${i}.date`, entry.date]),
  ];
  for (const [path, value] of dates) {
    if (value !== undefined && !isCalendarDate(value)) issues.push({ path, message: `${value} is not a calendar date` });
  }
  if (scheme.level === 'central' && scheme.state !== 'All India') {
    issues.push({ path: 'state', message: `a central scheme's state is 'All India', not '${scheme.state}'` });
  }
  if (scheme.level === 'state' && !(SCHEME_STATES as readonly string[]).includes(scheme.state)) {
    issues.push({ path: 'state', message: `'${scheme.state}' is not a state or union territory name of the profile` });
  }
  // Without it a citizen of any state would be told they are eligible for another state's scheme.
  const limitsToOwnState = scheme.rules.some(
    (rule) => rule.condition?.fact === 'state' && rule.condition.op === 'in' && rule.condition.values.includes(scheme.state),
  );
  if (scheme.level === 'state' && !limitsToOwnState) {
    issues.push({ path: 'rules', message: `a state scheme needs a rule 'state in ["${scheme.state}"]'` });
  }
  scheme.relatedSchemes.forEach((id, i) => {
    if (id === scheme.id) issues.push({ path: `relatedSchemes.${i}`, message: 'a scheme is not related to itself' });
  });
  return issues;
}

/**
 * Validates one scheme the way the seed does (schema, then the rule checks), for the seed
 * and for the admin console's create/edit. Cross-scheme checks (related ids) need the whole
 * catalogue: pass `knownIds` to include them.
 */
export function validateScheme(input: unknown, options: { knownIds?: ReadonlySet<string> } = {}): SchemeValidation {
  const parsed = schemeSchema.safeParse(input);
  if (!parsed.success) return { success: false, issues: zodIssues(parsed.error) };
  const scheme = parsed.data;
  const issues = schemeRuleIssues(scheme);
  const { knownIds } = options;
  if (knownIds) {
    scheme.relatedSchemes.forEach((id, i) => {
      if (!knownIds.has(id)) issues.push({ path: `relatedSchemes.${i}`, message: `'${id}' is not a scheme id in the catalogue` });
    });
  }
  return issues.length > 0 ? { success: false, issues } : { success: true, scheme };
}
