import type {
  ComplaintSummaryDto,
  ComplaintTimelineEntryDto,
  EvidenceKind,
  ScreeningFindingDto,
} from '@jan-seva/contracts';

export type {
  ComplaintCategory,
  ComplaintStatus,
  SocialPostStatus,
  Urgency,
} from '@jan-seva/contracts';

export type ScreeningFinding = ScreeningFindingDto & {
  /** Aadhaar-like numbers only: whether the Verhoeff check digit holds (then very likely real). */
  verified?: boolean;
};
export type FindingKind = ScreeningFinding['kind'];

export interface Screening {
  verdict: 'clean' | 'needs_review' | null;
  findings: ScreeningFinding[];
  /** What would be posted: personal data and abuse replaced. */
  redactedText: string | null;
  screenedAt: string;
}

/** A timeline entry as the admin API gives it: every audience, oldest first. */
export type TimelineEntry = ComplaintTimelineEntryDto & {
  audience?: 'public' | 'participants' | 'staff' | string;
  /** Who did it, when the API names them (an id, 'system', or a display name). */
  actorId?: string | null;
  actorName?: string | null;
};

export interface Evidence {
  id: string;
  kind: EvidenceKind;
  mime: string;
  size: number;
  attachedAt: string;
  /** GET /api/complaints/:id/evidence/:evidenceId (the author and administrators). */
  url?: string;
}

/**
 * A row of GET /api/admin/complaints (and complaints-overdue): the public summary with the text
 * as written, plus what the office needs. GET /api/admin/complaints/:id adds the timeline,
 * the evidence and the author's contact details.
 */
export interface ComplaintRecord extends ComplaintSummaryDto {
  postToSocial: boolean;
  filedAt: string;
  updatedAt: string;
  originalDueAt: string;
  disposedAt: string | null;
  resolvedAt: string | null;
  statusReason: string | null;
  interimReply: { text: string | null; expectedBy: string; repliedAt: string } | null;
  appeal: { reason: string | null; appealedAt: string } | null;
  duplicateOf: { id: string; registrationNumber: string | null } | null;
  feedback: { rating: number | null; comment: string | null; givenAt: string } | null;
  authorId: string;
  authorName: string;
  revision: number;
  /** The stream version the console saw: sent back as expectedVersion. */
  version: number;
  screening: Screening | null;
  moderation: { decision: 'approved' | 'rejected'; by: string | null; reason: string | null; at: string } | null;
  socialPost: {
    text: string | null;
    attempts: number;
    channel: string | null;
    postId: string | null;
    url: string | null;
    error: string | null;
    retryable: boolean | null;
    postedAt: string | null;
  } | null;
  timeline?: TimelineEntry[];
  evidence?: Evidence[];
  authorContact?: { name: string; email: string | null; phone: string | null } | null;
}

/** A row of GET /api/admin/moderation-queue: a screened complaint waiting for a decision. */
export interface ModerationItem {
  id: string;
  registrationNumber: string;
  title: string;
  category: ComplaintSummaryDto['category'];
  urgency: ComplaintSummaryDto['urgency'];
  status: ComplaintSummaryDto['status'];
  author: string;
  filedAt: string;
  screenedAt: string | null;
  verdict: Screening['verdict'];
  findings: ScreeningFinding[];
  findingKinds: FindingKind[];
  /** The text as the citizen wrote it (title and description, as screened). */
  originalText: string;
  /** What would be posted. */
  redactedText: string | null;
  version: number;
}

/** How an administrator refers to a complaint: its registration number and title. */
export const complaintLabel = (complaint: Pick<ComplaintRecord, 'registrationNumber' | 'title'>): string =>
  `${complaint.registrationNumber} · ${complaint.title}`;
