import type { CitizenProfile, ProfileFact } from '../profile';
import type { Bilingual, Condition, Rule, Scheme } from '../scheme.schema';
import { FACTS, type FactKind, type FactOption } from './facts';
import { fillReason, formatFactValue, formatLimit } from './format';

export type Eligibility = 'yes' | 'no' | 'unknown';
export type ConditionOutcome = 'pass' | 'fail' | 'unknown';

export interface PassedRule {
  ruleId: string;
  label: Bilingual;
}
export interface FailedRule {
  ruleId: string;
  label: Bilingual;
  /** The rule's reason with {value} and {limit} filled in. */
  reason: Bilingual;
}
/** A rule that cannot be decided yet, and the facts it waits for. */
export interface UnknownRule {
  ruleId: string;
  label: Bilingual;
  facts: ProfileFact[];
}
export interface MissingFact {
  fact: ProfileFact;
  question: Bilingual;
  /** Enough for a form to ask inline: the kind of answer, its bounds or its choices. */
  input: { kind: FactKind; min?: number; max?: number; options?: readonly FactOption[] };
}

export interface EligibilityResult {
  schemeId: string;
  eligible: Eligibility;
  /** 0-100, see matchScore(). */
  matchScore: number;
  passed: PassedRule[];
  failed: FailedRule[];
  unknown: UnknownRule[];
  /** One entry per missing fact, in the order the rules need them. */
  missing: MissingFact[];
  /** Whether the scheme takes applications at `now` (status active and deadline not passed). */
  open: boolean;
}

/** What the engine reads of a scheme; the API and tests may pass more. */
export type EvaluableScheme = Pick<Scheme, 'id' | 'rules'> & Partial<Pick<Scheme, 'status' | 'deadline'>>;

export interface EvaluateOptions {
  /** Only decides `open` (the deadline); eligibility itself never depends on the clock. */
  now?: Date;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * One condition against the profile. A missing fact is 'unknown'; so is a value of the wrong
 * type for the operator (the catalogue check rejects such rules, so this is only a guard).
 */
export function evaluateCondition(condition: Condition, profile: CitizenProfile): ConditionOutcome {
  const value: unknown = profile[condition.fact];
  if (value === undefined || value === null) return 'unknown';
  const verdict = (holds: boolean): ConditionOutcome => (holds ? 'pass' : 'fail');
  switch (condition.op) {
    case 'gte':
      return isNumber(value) ? verdict(value >= condition.value) : 'unknown';
    case 'lte':
      return isNumber(value) ? verdict(value <= condition.value) : 'unknown';
    case 'between':
      return isNumber(value) ? verdict(value >= condition.min && value <= condition.max) : 'unknown';
    case 'in':
      return verdict((condition.values as unknown[]).includes(value));
    case 'notIn':
      return verdict(!(condition.values as unknown[]).includes(value));
    case 'is':
      return typeof value === 'boolean' ? verdict(value === condition.value) : 'unknown';
  }
}

export const conditionsOf = (rule: Pick<Rule, 'condition' | 'anyOf'>): Condition[] =>
  rule.condition ? [rule.condition] : (rule.anyOf ?? []);

export type RuleEvaluation =
  | { outcome: 'passed'; rule: PassedRule }
  | { outcome: 'failed'; rule: FailedRule }
  | { outcome: 'unknown'; rule: UnknownRule };

/**
 * A rule passes when any of its conditions holds, fails only when every condition is known
 * and false, and is unknown otherwise. A failed anyOf rule fills {value}/{limit} from its
 * first condition, so its reason should be written about that one.
 */
export function evaluateRule(rule: Rule, profile: CitizenProfile): RuleEvaluation {
  const conditions = conditionsOf(rule);
  const outcomes = conditions.map((condition) => evaluateCondition(condition, profile));
  if (outcomes.includes('pass')) return { outcome: 'passed', rule: { ruleId: rule.id, label: rule.label } };
  if (outcomes.includes('unknown')) {
    const facts = conditions.filter((_, i) => outcomes[i] === 'unknown').map((condition) => condition.fact);
    return { outcome: 'unknown', rule: { ruleId: rule.id, label: rule.label, facts: [...new Set(facts)] } };
  }
  const first = conditions[0];
  const reason = first
    ? fillReason(rule.reason, {
        value: (bare) => formatFactValue(first.fact, profile[first.fact], bare),
        limit: (bare) => formatLimit(first, bare),
      })
    : rule.reason;
  return { outcome: 'failed', rule: { ruleId: rule.id, label: rule.label, reason } };
}

/**
 * The match score, from the counts of rules passed (p), unknown (u) and failed (f) out of
 * n = p + u + f. Unknown rules count as half passed: share = (p + u/2) / n.
 *
 *   eligible 'yes'     (f = 0, u = 0):  100
 *   eligible 'unknown' (f = 0, u > 0):  50 + floor(40 × share)   → 70..89 (share is in [½, 1))
 *   eligible 'no'      (f > 0):         floor(50 × share)        → 0..49  (share < 1)
 *
 * So every 'no' scores below every 'unknown', which scores below 'yes', and a 'Perfect Match'
 * badge (> 90) needs every rule confirmed. The score is monotone: adding a passed rule, or an
 * unknown rule becoming passed, never lowers it (share never falls and the band never drops).
 * A scheme with no rules is open to everyone: 100.
 */
export function matchScore(counts: { passed: number; unknown: number; failed: number }): number {
  const { passed, unknown, failed } = counts;
  const total = passed + unknown + failed;
  if (total === 0 || (failed === 0 && unknown === 0)) return 100;
  const share = (passed + unknown / 2) / total;
  return failed > 0 ? Math.floor(50 * share) : 50 + Math.floor(40 * share);
}

/** The last day to apply ends at midnight in India (IST, UTC+05:30). */
function isOpen(scheme: EvaluableScheme, now: Date): boolean {
  if (scheme.status === 'closed') return false;
  if (!scheme.deadline) return true;
  return now.getTime() <= Date.parse(`${scheme.deadline}T23:59:59.999+05:30`);
}

/** Evaluates every rule of a scheme (all must pass) and explains the result. */
export function evaluateScheme(
  scheme: EvaluableScheme,
  profile: CitizenProfile,
  options: EvaluateOptions = {},
): EligibilityResult {
  const passed: PassedRule[] = [];
  const failed: FailedRule[] = [];
  const unknown: UnknownRule[] = [];
  for (const rule of scheme.rules) {
    const evaluation = evaluateRule(rule, profile);
    if (evaluation.outcome === 'passed') passed.push(evaluation.rule);
    else if (evaluation.outcome === 'failed') failed.push(evaluation.rule);
    else unknown.push(evaluation.rule);
  }
  const missingFacts = [...new Set(unknown.flatMap((rule) => rule.facts))];
  const missing = missingFacts.map((fact): MissingFact => {
    const { question, kind, min, max, options: choices } = FACTS[fact];
    return { fact, question, input: { kind, min, max, options: choices } };
  });
  const eligible: Eligibility = failed.length > 0 ? 'no' : unknown.length > 0 ? 'unknown' : 'yes';
  return {
    schemeId: scheme.id,
    eligible,
    matchScore: matchScore({ passed: passed.length, unknown: unknown.length, failed: failed.length }),
    passed,
    failed,
    unknown,
    missing,
    open: isOpen(scheme, options.now ?? new Date()),
  };
}

export interface RankedScheme<S extends EvaluableScheme> {
  scheme: S;
  result: EligibilityResult;
}

const ELIGIBILITY_RANK: Record<Eligibility, number> = { yes: 0, unknown: 1, no: 2 };

/**
 * Evaluates a catalogue for one profile and ranks it for recommendations: eligible first, then
 * by match score, then by the largest money benefit, then by id (so the order is stable).
 */
export function evaluateCatalogue<S extends EvaluableScheme & Partial<Pick<Scheme, 'maxBenefitInr'>>>(
  schemes: readonly S[],
  profile: CitizenProfile,
  options: EvaluateOptions = {},
): RankedScheme<S>[] {
  const now = options.now ?? new Date();
  return schemes
    .map((scheme) => ({ scheme, result: evaluateScheme(scheme, profile, { now }) }))
    .sort(
      (a, b) =>
        ELIGIBILITY_RANK[a.result.eligible] - ELIGIBILITY_RANK[b.result.eligible] ||
        b.result.matchScore - a.result.matchScore ||
        (b.scheme.maxBenefitInr ?? -1) - (a.scheme.maxBenefitInr ?? -1) ||
        (a.scheme.id < b.scheme.id ? -1 : a.scheme.id > b.scheme.id ? 1 : 0),
    );
}
