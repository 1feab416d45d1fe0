import type { SchemeListQuery } from '@jan-seva/contracts';
import type { Condition, Scheme } from '@jan-seva/schemes';

const AGE_RANGES: Record<string, [number, number]> = {
  '18-25': [18, 25],
  '26-40': [26, 40],
  '41-60': [41, 60],
  'above-60': [61, 130],
};
const INCOME_RANGES: Record<string, [number, number]> = {
  'below-2-lakh': [0, 199_999],
  '2-5-lakh': [200_000, 500_000],
  '5-10-lakh': [500_001, 1_000_000],
  'above-10-lakh': [1_000_001, Number.MAX_SAFE_INTEGER],
};

/** The interval of values a scheme's rules allow for a numeric fact (all rules must hold). */
function allowedInterval(scheme: Scheme, fact: 'age' | 'annualIncome'): [number, number] {
  let [low, high] = [0, Number.MAX_SAFE_INTEGER];
  for (const rule of scheme.rules) {
    // Only plain conditions narrow the interval; an anyOf can be met through another fact.
    const condition = rule.condition as Condition | undefined;
    if (!condition || condition.fact !== fact) continue;
    if (condition.op === 'gte') low = Math.max(low, condition.value);
    if (condition.op === 'lte') high = Math.min(high, condition.value);
    if (condition.op === 'between') {
      low = Math.max(low, condition.min);
      high = Math.min(high, condition.max);
    }
  }
  return [low, high];
}

const overlaps = ([a, b]: [number, number], [c, d]: [number, number]) => a <= d && c <= b;

/** Filters that are not text search: state, age group, income range (category is counted apart). */
export function matchesFilters(scheme: Scheme, query: SchemeListQuery): boolean {
  if (query.state && query.state !== 'All States' && scheme.state !== 'All India' && scheme.state !== query.state) return false;
  const age = query.ageGroup && AGE_RANGES[query.ageGroup];
  if (age && !overlaps(allowedInterval(scheme, 'age'), age)) return false;
  const income = query.incomeRange && INCOME_RANGES[query.incomeRange];
  if (income && !overlaps(allowedInterval(scheme, 'annualIncome'), income)) return false;
  return true;
}

export function inCategory(scheme: Scheme, category: string | undefined): boolean {
  return !category || category === 'all' || scheme.category === category || scheme.alsoIn.includes(category as Scheme['category']);
}
