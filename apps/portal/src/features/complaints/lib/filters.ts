import { COMPLAINT_CATEGORIES, COMPLAINT_SORTS, COMPLAINT_STATUSES } from '@jan-seva/contracts';
import { type ListFilters } from '../api/complaints-api';

export type ListTab = 'all' | 'mine';

export interface PageState extends ListFilters {
  tab: ListTab;
}

export const DEFAULT_PAGE_STATE: PageState = { tab: 'all', status: 'all', category: 'all', sort: 'recent', q: '', page: 1 };

export const STATUS_FILTERS = ['all', ...COMPLAINT_STATUSES] as const;
export const CATEGORY_FILTERS = ['all', ...COMPLAINT_CATEGORIES] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The Complaints page's tab and list filters from its URL; unknown values fall back to the defaults. */
export function parsePageState(params: URLSearchParams): PageState {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    tab: oneOf(['all', 'mine'] as const, params.get('tab'), 'all'),
    status: oneOf(STATUS_FILTERS, params.get('status'), 'all'),
    category: oneOf(CATEGORY_FILTERS, params.get('category'), 'all'),
    sort: oneOf(COMPLAINT_SORTS, params.get('sort'), 'recent'),
    q: (params.get('q') ?? '').slice(0, 100),
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function toPageParams(state: PageState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['tab', 'status', 'category', 'sort'] as const) {
    if (state[key] !== DEFAULT_PAGE_STATE[key]) params.set(key, state[key]);
  }
  const q = state.q.trim();
  if (q) params.set('q', q);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
