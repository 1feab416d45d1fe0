import { type ContentLanguage, type SchemeCardDto } from '@jan-seva/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';

/** One entry of GET /schemes/recommend (spec section 3, Dashboard recommendation). */
export interface Recommendation {
  id: string;
  name: string;
  category: string;
  /** Eligibility match, 0-100. */
  eligibility: number;
  eligible: 'yes' | 'no' | 'unknown';
  missingFacts: string[];
  description: string;
  deadline: string | null;
  maxBenefit: number | null;
  status: 'new' | 'trending' | 'popular';
  officialLink: string;
  applyLink: string;
}

export type SavedScheme = SchemeCardDto & { savedAt?: string };

/** Scheme texts in Hindi for a Hindi page, else English. */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'hi' ? 'hi' : 'en';
}

/** Both calls answer a list; anything else is a broken response, not an empty list. */
function listOf<T>(data: T[]): T[] {
  if (!Array.isArray(data)) throw new Error('Unexpected response from the server');
  return data;
}

// Keys under ['schemes'] and ['bookmarks'], as in the schemes feature, so that saving a scheme
// there refreshes these lists and removing one here refreshes the scheme cards.
export function useRecommendations() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['schemes', 'recommend', lang],
    queryFn: async ({ signal }) => listOf((await api.get<Recommendation[]>(`/schemes/recommend?lang=${lang}`, { signal })).data),
  });
}

export function useSavedSchemes() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['bookmarks', lang],
    queryFn: async ({ signal }) => listOf((await api.get<SavedScheme[]>(`/users/bookmarks?lang=${lang}`, { signal })).data),
  });
}

export function useRemoveSavedScheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (schemeId: string) => {
      await api.delete(`/users/bookmarks/${encodeURIComponent(schemeId)}`);
      return schemeId;
    },
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ['bookmarks'] }), client.invalidateQueries({ queryKey: ['schemes'] })]);
    },
  });
}
