import { type CommunityPostDto, type ComplaintPageDto } from '@jan-seva/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/community/posts: the contract's shapes, under the portal's names. */
export type CommunityPost = CommunityPostDto;
export type CommunityPage = ComplaintPageDto<CommunityPostDto>;

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
