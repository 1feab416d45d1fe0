import {
  type AppealRequest,
  type ComplaintCategory,
  type ComplaintDetailDto,
  type ComplaintEvidenceDto,
  type ComplaintPageDto,
  type ComplaintSort,
  type ComplaintStatsDto,
  type ComplaintStatus,
  type ComplaintSummaryDto,
  type ComplaintTimelineEntryDto,
  type ComplaintVoteDto,
  type FeedbackRequest,
  type FileComplaintRequest,
  type UpdateComplaintRequest,
} from '@jan-seva/contracts';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/*
 * The complaints API (apps/api/src/complaints) as the portal reads it: the response shapes are
 * the contract's (libs/contracts/src/complaints.ts), under the portal's names.
 */

/**
 * A complaint in a list. "My complaints" may also hold the detail of a complaint just filed
 * (addToMine), which says `mine`; the API's list items do not.
 */
export type ComplaintSummary = ComplaintSummaryDto & Partial<Pick<ComplaintDetailDto, 'mine'>>;
export type ComplaintEvidence = ComplaintEvidenceDto;
export type ComplaintTimelineEntry = ComplaintTimelineEntryDto;
export type ComplaintDetail = ComplaintDetailDto;
export type ComplaintPage = ComplaintPageDto<ComplaintSummary>;
export type ComplaintStats = ComplaintStatsDto;

/** The public list's filters (they live in the page's URL). */
export interface ListFilters {
  status: 'all' | ComplaintStatus;
  category: 'all' | ComplaintCategory;
  sort: ComplaintSort;
  q: string;
  page: number;
}

export const LIST_PAGE_SIZE = 10;
export const MY_PAGE_SIZE = 50;

export const complaintKeys = {
  all: ['complaints'] as const,
  list: (query: string) => ['complaints', 'list', query] as const,
  mine: ['complaints', 'mine'] as const,
  stats: ['complaints', 'stats'] as const,
  detail: (id: string) => ['complaints', 'detail', id] as const,
};

/** The API's query string for the public list: only the filters that are set. */
export function listQuery(filters: ListFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.category !== 'all') params.set('category', filters.category);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  params.set('sort', filters.sort);
  params.set('page', String(filters.page));
  params.set('pageSize', String(LIST_PAGE_SIZE));
  return params.toString();
}

const path = (id: string) => `/complaints/${encodeURIComponent(id)}`;

export async function fetchComplaints(query: string, signal?: AbortSignal): Promise<ComplaintPage> {
  return (await api.get<ComplaintPage>(`/complaints?${query}`, { signal })).data;
}

export async function fetchMyComplaints(signal?: AbortSignal): Promise<ComplaintPage> {
  return (await api.get<ComplaintPage>(`/complaints?mine=true&sort=recent&page=1&pageSize=${MY_PAGE_SIZE}`, { signal })).data;
}

export async function fetchStats(signal?: AbortSignal): Promise<ComplaintStats> {
  return (await api.get<ComplaintStats>('/complaints/stats', { signal })).data;
}

export async function fetchComplaint(id: string, signal?: AbortSignal): Promise<ComplaintDetail> {
  return (await api.get<ComplaintDetail>(path(id), { signal })).data;
}

/** POST /complaints with an Idempotency-Key: a retried or doubled submission records one complaint. */
export async function fileComplaint(request: FileComplaintRequest, idempotencyKey: string): Promise<ComplaintDetail> {
  return (await api.post<ComplaintDetail>('/complaints', request, { headers: { 'Idempotency-Key': idempotencyKey } })).data;
}

export function useComplaintList(filters: ListFilters) {
  const query = listQuery(filters);
  return useQuery({
    queryKey: complaintKeys.list(query),
    queryFn: ({ signal }) => fetchComplaints(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useMyComplaints(enabled = true) {
  return useQuery({ queryKey: complaintKeys.mine, queryFn: ({ signal }) => fetchMyComplaints(signal), enabled, staleTime: 30_000 });
}

export function useComplaintStats() {
  return useQuery({ queryKey: complaintKeys.stats, queryFn: ({ signal }) => fetchStats(signal), staleTime: 60_000 });
}

export function useComplaint(id: string) {
  return useQuery({
    queryKey: complaintKeys.detail(id),
    queryFn: ({ signal }) => fetchComplaint(id, signal),
    // Status changes come from officials: a revisit reads fresh data.
    staleTime: 0,
  });
}

/** A filed complaint goes to the top of "My complaints" at once (spec section 4), then the lists reload. */
export function addToMine(client: QueryClient, complaint: ComplaintSummary): void {
  client.setQueryData<ComplaintPage>(complaintKeys.mine, (page) =>
    page
      ? { ...page, items: [complaint, ...page.items.filter((item) => item.id !== complaint.id)], total: page.total + (page.items.some((item) => item.id === complaint.id) ? 0 : 1) }
      : { items: [complaint], total: 1, page: 1, pageSize: MY_PAGE_SIZE },
  );
}

/** A complaint's page is reached by its id or its registration number: both keys get the answer. */
export function storeDetail(client: QueryClient, detail: ComplaintDetail, requestedAs?: string): void {
  for (const key of new Set([detail.id, detail.registrationNumber, ...(requestedAs ? [requestedAs] : [])])) {
    client.setQueryData(complaintKeys.detail(key), detail);
  }
}

/** After any change: the detail gets the server's answer, lists and statistics reload. */
function settle(client: QueryClient, detail: ComplaintDetail | undefined, id: string) {
  if (detail) storeDetail(client, detail, id);
  void client.invalidateQueries({ queryKey: ['complaints', 'list'] });
  void client.invalidateQueries({ queryKey: complaintKeys.mine });
  void client.invalidateQueries({ queryKey: complaintKeys.stats });
}

export function useFileComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: FileComplaintRequest; idempotencyKey: string }) =>
      fileComplaint(request, idempotencyKey),
    onSuccess: (complaint) => {
      addToMine(client, complaint);
      storeDetail(client, complaint);
      void client.invalidateQueries({ queryKey: ['complaints', 'list'] });
      void client.invalidateQueries({ queryKey: complaintKeys.stats });
    },
  });
}

export function useUpdateComplaint(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: UpdateComplaintRequest) => (await api.put<ComplaintDetail>(path(id), request)).data,
    onSuccess: (detail) => settle(client, detail, id),
  });
}

export type VoteResult = ComplaintVoteDto;

/** Upvote or withdraw; the answer's count replaces the one shown wherever the complaint appears. */
export function useUpvote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, upvote }: { id: string; upvote: boolean }) =>
      (upvote ? await api.post<VoteResult>(`${path(id)}/upvote`) : await api.delete<VoteResult>(`${path(id)}/upvote`)).data,
    onSuccess: (vote) => {
      const patch = <T extends ComplaintSummary>(item: T): T =>
        item.id === vote.id ? { ...item, upvotes: vote.upvotes, upvoted: vote.upvoted } : item;
      client.setQueriesData<ComplaintPage>({ queryKey: ['complaints', 'list'] }, (page) =>
        page ? { ...page, items: page.items.map(patch) } : page,
      );
      client.setQueriesData<ComplaintDetail>({ queryKey: ['complaints', 'detail'] }, (detail) => (detail ? patch(detail) : detail));
    },
  });
}

export function useAddComment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, idempotencyKey }: { text: string; idempotencyKey: string }) =>
      (await api.post<ComplaintDetail>(`${path(id)}/comments`, { text }, { headers: { 'Idempotency-Key': idempotencyKey } })).data,
    onSuccess: (detail) => settle(client, detail, id),
  });
}

export function useGiveFeedback(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: FeedbackRequest) => (await api.post<ComplaintDetail>(`${path(id)}/feedback`, request)).data,
    onSuccess: (detail) => settle(client, detail, id),
  });
}

export function useAppeal(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: AppealRequest) => (await api.post<ComplaintDetail>(`${path(id)}/appeal`, request)).data,
    onSuccess: (detail) => settle(client, detail, id),
  });
}

/** After evidence was attached elsewhere (the uploader), the complaint is read again. */
export function useRefreshComplaint() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['complaints', 'detail'] });
    void client.invalidateQueries({ queryKey: complaintKeys.mine });
  };
}
