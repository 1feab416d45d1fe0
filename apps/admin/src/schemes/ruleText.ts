import { FACTS, formatLimit, type Bilingual, type Condition, type Rule } from '@jan-seva/schemes/browser';

/**
 * A rule's condition as a sentence, in English and Hindi: "Age between 18 and 40 years" /
 * "आयु 18 से 40 वर्ष के बीच". Values are written as the eligibility engine writes them in reasons.
 */
export const describeCondition = (condition: Condition): Bilingual => {
  const label = FACTS[condition.fact]?.label ?? { en: condition.fact, hi: condition.fact };
  const limit = formatLimit(condition);
  switch (condition.op) {
    case 'gte':
      return { en: `${label.en} at least ${limit.en}`, hi: `${label.hi} कम से कम ${limit.hi}` };
    case 'lte':
      return { en: `${label.en} at most ${limit.en}`, hi: `${label.hi} अधिकतम ${limit.hi}` };
    case 'between':
      return { en: `${label.en} between ${limit.en.replace(' to ', ' and ')}`, hi: `${label.hi} ${limit.hi} के बीच` };
    case 'in':
      return { en: `${label.en} is ${limit.en}`, hi: `${label.hi}: ${limit.hi}` };
    case 'notIn':
      return { en: `${label.en} is not ${limit.en}`, hi: `${label.hi}: ${limit.hi} नहीं` };
    case 'is':
      return { en: `${label.en}: ${limit.en}`, hi: `${label.hi}: ${limit.hi}` };
  }
};

/** A whole rule: its condition, or "any of" its alternatives. */
export const describeRule = (rule: Pick<Rule, 'condition' | 'anyOf'>): Bilingual => {
  if (rule.condition) return describeCondition(rule.condition);
  const parts = (rule.anyOf ?? []).map(describeCondition);
  return {
    en: `Any of: ${parts.map((part) => part.en).join('; or ')}`,
    hi: `इनमें से कोई एक: ${parts.map((part) => part.hi).join('; या ')}`,
  };
};
