import {
  AGE_GROUPS,
  type ContentLanguage,
  INCOME_RANGES,
  SCHEME_CATEGORY_IDS,
  SCHEME_SORTS,
  SCHEME_STATE_FILTERS,
} from '@jan-seva/contracts';

export type CategoryFilter = 'all' | (typeof SCHEME_CATEGORY_IDS)[number];
export type StateFilter = (typeof SCHEME_STATE_FILTERS)[number];
export type AgeGroup = (typeof AGE_GROUPS)[number];
export type IncomeRange = (typeof INCOME_RANGES)[number];
export type SchemeSort = (typeof SCHEME_SORTS)[number];

/** The Schemes page's filters; they live in the URL query string (defaults left out). */
export interface SchemeFilters {
  q: string;
  category: CategoryFilter;
  state: StateFilter;
  ageGroup: AgeGroup;
  incomeRange: IncomeRange;
  sort: SchemeSort;
  page: number;
}

export const PAGE_SIZE = 12;
export const CATEGORY_FILTERS: readonly CategoryFilter[] = ['all', ...SCHEME_CATEGORY_IDS];
export const DEFAULT_FILTERS: SchemeFilters = {
  q: '',
  category: 'all',
  state: 'All States',
  ageGroup: 'all',
  incomeRange: 'all',
  sort: 'relevance',
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads the filters from the query string; unknown values fall back to the default. */
export function parseFilters(params: URLSearchParams): SchemeFilters {
  // The old home page linked 'social welfare' with a space; the API's id has a hyphen.
  const category = params.get('category')?.trim().toLowerCase().replace(/\s+/g, '-') ?? null;
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    category: oneOf(CATEGORY_FILTERS, category, 'all'),
    state: oneOf(SCHEME_STATE_FILTERS, params.get('state'), 'All States'),
    ageGroup: oneOf(AGE_GROUPS, params.get('ageGroup'), 'all'),
    incomeRange: oneOf(INCOME_RANGES, params.get('incomeRange'), 'all'),
    sort: oneOf(SCHEME_SORTS, params.get('sort'), 'relevance'),
    page: Number.isFinite(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The query string for the page's URL: only what differs from the defaults. */
export function toSearchParams(filters: SchemeFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  for (const key of ['category', 'state', 'ageGroup', 'incomeRange', 'sort'] as const) {
    if (filters[key] !== DEFAULT_FILTERS[key]) params.set(key, filters[key]);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API's query string for the same filters. */
export function toApiQuery(filters: SchemeFilters, lang: ContentLanguage): string {
  const params = toSearchParams(filters);
  params.delete('page');
  params.set('page', String(filters.page));
  params.set('pageSize', String(PAGE_SIZE));
  params.set('lang', lang);
  return params.toString();
}

/** Whether any of the advanced filters (state, age group, income range) is set. */
export function hasAdvancedFilters(filters: SchemeFilters): boolean {
  return (
    filters.state !== DEFAULT_FILTERS.state ||
    filters.ageGroup !== DEFAULT_FILTERS.ageGroup ||
    filters.incomeRange !== DEFAULT_FILTERS.incomeRange
  );
}
