import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A published post of the portal's own community feed (GET /api/community/posts). */
export interface CommunityPost {
  id: string;
  complaintId: string;
  registrationNumber: string;
  category: string;
  /** The text a moderator approved, with personal data and abuse already removed. */
  text: string;
  publishedAt: string;
  /** The complaint's status now (null if the complaint is gone). */
  status: string | null;
  upvotes: number;
}

export interface CommunityPage {
  items: CommunityPost[];
  total: number;
  page: number;
  pageSize: number;
}

export const COMMUNITY_PAGE_SIZE = 10;

export function useCommunityPosts(page: number) {
  return useQuery({
    queryKey: ['community', 'posts', page],
    queryFn: async ({ signal }) =>
      (await api.get<CommunityPage>(`/community/posts?page=${page}&pageSize=${COMMUNITY_PAGE_SIZE}`, { signal, skipSessionExpiry: true })).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
