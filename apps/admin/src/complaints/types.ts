import type {
  AdminComplaintDetailDto,
  AdminComplaintDto,
  ComplaintEvidenceDto,
  ComplaintScreeningDto,
  ComplaintTimelineEntryDto,
  ModerationQueueItemDto,
  ScreeningFindingDto,
  ScreeningFindingKind,
} from '@jan-seva/contracts';

export type {
  ComplaintCategory,
  ComplaintStatus,
  SocialPostStatus,
  Urgency,
} from '@jan-seva/contracts';

/** The response shapes are the contract's (libs/contracts/src/complaints.ts); these are the console's names for them. */
export type ScreeningFinding = ScreeningFindingDto;
export type FindingKind = ScreeningFindingKind;
export type Screening = ComplaintScreeningDto;
export type Evidence = ComplaintEvidenceDto;

/**
 * A timeline entry as the admin API gives it: every audience, oldest first. The actor fields
 * are read when present; the API does not send them today (the console words the actor from
 * the event itself).
 */
export type TimelineEntry = ComplaintTimelineEntryDto & {
  actorId?: string | null;
  actorName?: string | null;
};

/**
 * One record type for react-admin's list and show views: a row of GET /api/admin/complaints
 * (and complaints-overdue); GET /api/admin/complaints/:id adds the timeline, the evidence and
 * the author's contact details.
 */
export type ComplaintRecord = AdminComplaintDto & Partial<Pick<AdminComplaintDetailDto, 'timeline' | 'evidence' | 'authorContact'>>;

/** A row of GET /api/admin/moderation-queue: a screened complaint waiting for a decision. */
export type ModerationItem = ModerationQueueItemDto;

/** How an administrator refers to a complaint: its registration number and title. */
export const complaintLabel = (complaint: Pick<ComplaintRecord, 'registrationNumber' | 'title'>): string =>
  `${complaint.registrationNumber} · ${complaint.title}`;
