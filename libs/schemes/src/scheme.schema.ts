import { z } from 'zod';
import { PROFILE_FACTS, type ProfileFact } from './profile';

/** Catalogue categories (docs/scheme-catalogue.md). */
export const SCHEME_CATEGORIES = [
  'agriculture', 'education', 'health', 'housing', 'employment', 'social-welfare', 'business',
  'women-child', 'pension-insurance', 'energy', 'disability',
] as const;
export type SchemeCategory = (typeof SCHEME_CATEGORIES)[number];

const text = z.string().trim().min(1);
/** Text in English and Hindi (Devanagari). */
export const bilingual = z
  .object({ en: text, hi: text.regex(/[\u0900-\u097F]/, 'Hindi text must be in Devanagari') })
  .strict();
export type Bilingual = z.infer<typeof bilingual>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const url = z.string().url().refine((value) => value.startsWith('https://') || value.startsWith('http://'), 'must be a web link');

/**
 * One condition over a profile fact. `reason` explains a failure and may use the placeholders
 * {value} (the citizen's value, formatted) and {limit} (the rule's value, formatted), e.g.
 * en "Your annual income {value} is above the {limit} limit". `question` asks for the fact.
 * Values come with their unit ("₹4,20,000", "45 years", "1.2 hectares", "40%", "Farmer"); a
 * unit written right after the placeholder ("{value} hectares") or a ₹ right before it is not
 * repeated. In an `anyOf` rule the placeholders refer to its first condition.
 */
const comparison = z.discriminatedUnion('op', [
  z.object({ op: z.literal('gte'), value: z.number() }).strict(),
  z.object({ op: z.literal('lte'), value: z.number() }).strict(),
  z.object({ op: z.literal('between'), min: z.number(), max: z.number() }).strict(),
  z.object({ op: z.literal('in'), values: z.array(z.union([z.string(), z.number()])).min(1) }).strict(),
  z.object({ op: z.literal('notIn'), values: z.array(z.union([z.string(), z.number()])).min(1) }).strict(),
  z.object({ op: z.literal('is'), value: z.boolean() }).strict(),
]);

export const conditionSchema = z.intersection(
  z.object({ fact: z.enum(PROFILE_FACTS as [ProfileFact, ...ProfileFact[]]) }),
  comparison,
);
export type Condition = z.infer<typeof conditionSchema>;

/** A rule passes when its condition holds, or when any of `anyOf` holds. */
export const ruleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** The rule in words, shown as "passed" / "failed". */
    label: bilingual,
    condition: conditionSchema.optional(),
    anyOf: z.array(conditionSchema).min(2).optional(),
    reason: bilingual,
  })
  .strict()
  .refine((rule) => Boolean(rule.condition) !== Boolean(rule.anyOf), 'a rule has either condition or anyOf');
export type Rule = z.infer<typeof ruleSchema>;

export const benefitSchema = z
  .object({
    description: bilingual,
    /** The amount in rupees, when the benefit is money (or money's worth). */
    amountInr: z.number().nonnegative().optional(),
    period: z.enum(['one_time', 'per_year', 'per_month', 'per_installment', 'per_family_per_year', 'loan_limit', 'cover', 'percent_subsidy']).optional(),
    /** The amount in words, e.g. en "Six thousand rupees a year", hi "छह हज़ार रुपये प्रति वर्ष". */
    amountInWords: bilingual.optional(),
  })
  .strict();

export const schemeSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'ids are lower-case kebab-case'),
    name: bilingual,
    shortName: bilingual.optional(),
    level: z.enum(['central', 'state']),
    /** 'All India' for central schemes, else the state the scheme belongs to. */
    state: z.string().min(2),
    ministry: bilingual,
    category: z.enum(SCHEME_CATEGORIES),
    /** Extra categories a citizen might browse it under. */
    alsoIn: z.array(z.enum(SCHEME_CATEGORIES)).default([]),
    tags: z.object({ en: z.array(text).min(1), hi: z.array(text).min(1) }).strict(),
    description: bilingual,
    benefits: z.array(benefitSchema).min(1),
    /** The largest money benefit in rupees (for "maximum benefit" on cards); absent when non-monetary. */
    maxBenefitInr: z.number().nonnegative().optional(),
    eligibility: z.array(bilingual).min(1),
    rules: z.array(ruleSchema).min(1),
    documents: z.array(bilingual).min(1),
    applicationSteps: z.array(bilingual).min(1),
    importantDates: z.array(z.object({ label: bilingual, date: isoDate.optional(), text: bilingual.optional() }).strict()).default([]),
    /** Last date to apply; absent for schemes open all year. */
    deadline: isoDate.optional(),
    contact: z
      .object({ helpline: z.string().optional(), email: z.string().email().optional(), address: bilingual.optional() })
      .strict(),
    faq: z.array(z.object({ q: bilingual, a: bilingual }).strict()).min(1),
    relatedSchemes: z.array(z.string()).default([]),
    officialLink: url,
    applyLink: url,
    /** Beneficiaries reached, from the official dashboard, with the date of the figure. */
    beneficiaries: z.object({ count: z.number().int().nonnegative(), asOf: isoDate }).strict().optional(),
    launched: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/).optional(),
    status: z.enum(['active', 'closed']).default('active'),
    lastVerified: isoDate,
    sources: z.array(url).default([]),
  })
  .strict();
export type Scheme = z.infer<typeof schemeSchema>;
export type SchemeInput = z.input<typeof schemeSchema>;
