import { type ContentLanguage, type SchemeCardDto, type SchemeListDto } from '@jan-seva/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { type SchemeFilters, toApiQuery } from '../lib/filters';

/**
 * Query keys shared with the dashboard feature (which keeps its own copy of the calls):
 * ['schemes', ...] for everything read from /schemes, ['bookmarks', ...] for saved schemes.
 */
export const schemeKeys = {
  all: ['schemes'] as const,
  list: (query: string, lang: ContentLanguage, signedIn: boolean) => ['schemes', 'list', lang, signedIn, query] as const,
  detail: (id: string, lang: ContentLanguage, signedIn: boolean) => ['schemes', 'detail', id, lang, signedIn] as const,
  names: (lang: ContentLanguage) => ['schemes', 'names', lang] as const,
  bookmarks: ['bookmarks'] as const,
};

/** Scheme content comes in Hindi when the interface is Hindi, else in English (the catalogue has both). */
export function contentLanguageOf(language: string | undefined): ContentLanguage {
  return language === 'hi' || language?.startsWith('hi-') ? 'hi' : 'en';
}

export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  return contentLanguageOf(i18n.resolvedLanguage ?? i18n.language);
}

/** One key feature (benefit) of a scheme. */
export interface KeyFeature {
  description: string;
  amountInr?: number;
  period?: string;
  amountInWords?: string;
}

export interface SchemeDetailDto extends SchemeCardDto {
  language: ContentLanguage;
  keyFeatures: KeyFeature[];
  eligibilityCriteria: string[];
  rules: { id: string; label: string }[];
  requiredDocuments: string[];
  applicationProcess: string[];
  importantDates: { label: string; date?: string; text?: string }[];
  contact: { helpline?: string; email?: string; address?: string };
  faq: { question: string; answer: string }[];
  relatedSchemes: string[];
  sources: string[];
  launched?: string;
}

export type Eligible = 'yes' | 'no' | 'unknown';

export interface EligibilityDto {
  schemeId: string;
  schemeName: string;
  eligible: Eligible;
  matchScore: number;
  passed: { ruleId: string; label: string }[];
  failed: { ruleId: string; label: string; reason: string }[];
  missing: { fact: string; question: string }[];
  profileUsed: Record<string, unknown>;
}

export type Answers = Record<string, string | number | boolean | null>;

export async function fetchSchemes(filters: SchemeFilters, lang: ContentLanguage, signal?: AbortSignal): Promise<SchemeListDto> {
  const { data } = await api.get<SchemeListDto>(`/schemes?${toApiQuery(filters, lang)}`, { signal });
  return data;
}

export async function fetchScheme(id: string, lang: ContentLanguage, signal?: AbortSignal): Promise<SchemeDetailDto> {
  const { data } = await api.get<SchemeDetailDto>(`/schemes/${encodeURIComponent(id)}?lang=${lang}`, { signal });
  return data;
}

export async function checkEligibility(id: string, lang: ContentLanguage, answers: Answers): Promise<EligibilityDto> {
  const { data } = await api.post<EligibilityDto>(`/schemes/${encodeURIComponent(id)}/eligibility?lang=${lang}`, { answers });
  return data;
}

export function useSchemeList(filters: SchemeFilters) {
  const lang = useContentLanguage();
  const { isAuthenticated, isLoading } = useAuth();
  const query = toApiQuery(filters, lang);
  return useQuery({
    queryKey: schemeKeys.list(query, lang, isAuthenticated),
    queryFn: ({ signal }) => fetchSchemes(filters, lang, signal),
    // Wait for the session check, so a citizen's first list already carries the match scores.
    enabled: !isLoading,
    placeholderData: keepPreviousData,
  });
}

export function useScheme(id: string) {
  const lang = useContentLanguage();
  const { isAuthenticated, isLoading } = useAuth();
  return useQuery({
    queryKey: schemeKeys.detail(id, lang, isAuthenticated),
    queryFn: ({ signal }) => fetchScheme(id, lang, signal),
    enabled: !isLoading,
  });
}

/** Names of all schemes by id (one call), for the related-schemes links. */
export function useSchemeNames(enabled: boolean) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: schemeKeys.names(lang),
    queryFn: async ({ signal }) => {
      const { data } = await api.get<SchemeListDto>(`/schemes?pageSize=100&lang=${lang}`, { signal });
      return new Map(data.items.map((item) => [item.id, item.shortName ? `${item.name} (${item.shortName})` : item.name]));
    },
    enabled,
  });
}

/** Saves or removes a bookmark; the lists and the dashboard read fresh data afterwards. */
export function useBookmarkToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ schemeId, save }: { schemeId: string; save: boolean }) => {
      if (save) await api.post('/users/bookmarks', { schemeId });
      else await api.delete(`/users/bookmarks/${encodeURIComponent(schemeId)}`);
      return { schemeId, save };
    },
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: schemeKeys.all }),
        client.invalidateQueries({ queryKey: schemeKeys.bookmarks }),
      ]);
    },
  });
}
