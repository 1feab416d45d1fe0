import { z } from 'zod';

/** Scheme filters of the Schemes page (spec section 9) and the API's list query. */
export const SCHEME_CATEGORY_IDS = [
  'agriculture', 'education', 'health', 'housing', 'employment', 'social-welfare', 'business',
  'women-child', 'pension-insurance', 'energy', 'disability',
] as const;
export const AGE_GROUPS = ['all', '18-25', '26-40', '41-60', 'above-60'] as const;
export const INCOME_RANGES = ['all', 'below-2-lakh', '2-5-lakh', '5-10-lakh', 'above-10-lakh'] as const;
export const SCHEME_SORTS = ['relevance', 'rating', 'deadline', 'popularity'] as const;
export const CONTENT_LANGUAGES = ['en', 'hi'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The 11 entries of the Schemes page's state filter: 'All States' plus ten large states. */
export const SCHEME_STATE_FILTERS = [
  'All States', 'Uttar Pradesh', 'Maharashtra', 'Bihar', 'West Bengal', 'Madhya Pradesh', 'Tamil Nadu',
  'Rajasthan', 'Karnataka', 'Gujarat', 'Delhi',
] as const;

const oneOf = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` });

export const schemeListQuerySchema = z
  .object({
    q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
    category: z.union([z.literal('all'), oneOf(SCHEME_CATEGORY_IDS, 'category')]).optional(),
    state: z.string().trim().max(60).optional(),
    ageGroup: oneOf(AGE_GROUPS, 'ageGroup').optional(),
    incomeRange: oneOf(INCOME_RANGES, 'incomeRange').optional(),
    sort: oneOf(SCHEME_SORTS, 'sort').optional(),
    page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page starts at 1').max(1000).optional(),
    pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int().min(1).max(100, 'pageSize is at most 100').optional(),
    lang: oneOf(CONTENT_LANGUAGES, 'lang').optional(),
  })
  .strict();
export type SchemeListQuery = z.infer<typeof schemeListQuerySchema>;

export const bookmarkRequestSchema = z
  .object({ schemeId: z.string().trim().regex(/^[a-z0-9-]{2,80}$/, 'schemeId is not a scheme id') })
  .strict();

/** A scheme card (list, search result, recommendation). */
export interface SchemeCardDto {
  id: string;
  name: string;
  shortName?: string;
  category: string;
  /** Other categories it is listed under. */
  alsoIn: string[];
  state: string;
  level: 'central' | 'state';
  ministry: string;
  description: string;
  benefits: string;
  maxBenefitInr?: number;
  deadline?: string;
  tags: string[];
  officialLink: string;
  applyLink: string;
  /** Citizens who saved it (shown as the community rating basis). */
  savedBy: number;
  beneficiaries?: number;
  trending: boolean;
  /** Present for a signed-in citizen: 0-100 from the eligibility engine. */
  matchScore?: number;
  eligible?: 'yes' | 'no' | 'unknown';
  bookmarked?: boolean;
  status: 'active' | 'closed';
  lastVerified: string;
}

export interface SchemeListDto {
  items: SchemeCardDto[];
  total: number;
  page: number;
  pageSize: number;
  /** Per-category counts for the current filters other than category (a scheme counts in each of its categories); `all` is the total. */
  counts: Record<string, number>;
}
