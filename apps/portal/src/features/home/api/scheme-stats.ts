import { type ContentLanguage, type SchemeListDto } from '@jan-seva/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The figures of the home page's statistics strip and category cards, all from the live catalogue. */
export interface SchemeStats {
  total: number;
  counts: Record<string, number>;
  /** States with schemes of their own (besides the All India schemes), sorted. */
  states: string[];
  /** Schemes open to every state and union territory. */
  allIndia: number;
}

const PAGE_SIZE = 100;

export async function fetchSchemeStats(lang: ContentLanguage, signal?: AbortSignal): Promise<SchemeStats> {
  const first = await api.get<SchemeListDto>(`/schemes?pageSize=${PAGE_SIZE}&lang=${lang}`, { signal });
  const items = [...first.data.items];
  const pages = Math.ceil(first.data.total / PAGE_SIZE);
  for (let page = 2; page <= pages; page += 1) {
    const next = await api.get<SchemeListDto>(`/schemes?pageSize=${PAGE_SIZE}&page=${page}&lang=${lang}`, { signal });
    items.push(...next.data.items);
  }
  const states = [...new Set(items.filter((item) => item.state !== 'All India').map((item) => item.state))].sort();
  return {
    total: first.data.total,
    counts: first.data.counts,
    states,
    allIndia: items.filter((item) => item.state === 'All India').length,
  };
}

export function useSchemeStats() {
  // Counts and states do not depend on the language of the scheme texts.
  return useQuery({ queryKey: ['schemes', 'stats'], queryFn: ({ signal }) => fetchSchemeStats('en', signal) });
}
