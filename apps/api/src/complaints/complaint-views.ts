import type {
  AdminComplaintDto,
  ComplaintCategory,
  ComplaintDetailFieldsDto,
  ComplaintEvidenceDto,
  ComplaintStatus,
  ComplaintSummaryDto,
  ComplaintTimelineEntryDto,
  EvidenceKind,
  ModerationQueueItemDto,
  SocialPostStatus,
  TimelineAudience,
  Urgency,
} from '@jan-seva/contracts';
import { screenComplaintText, screeningTextOf, tagsFrom, type ScreeningFinding } from '@jan-seva/complaints';

/** A row of the `complaints` read model (see migrations/src/1763700003000-complaints.ts), plus `overdue`. */
export interface ComplaintRow {
  id: string;
  registration_number: string;
  author_id: string;
  author_display_name: string;
  title: string;
  description: string;
  category: ComplaintCategory;
  location: string | null;
  urgency: Urgency;
  status: ComplaintStatus;
  status_reason: string | null;
  department: string;
  tags: string[];
  upvotes: number;
  comments: number;
  evidence_count: number;
  filed_at: Date;
  original_due_at: Date;
  due_at: Date;
  interim_reply_text: string | null;
  interim_replied_at: Date | null;
  disposed_at: Date | null;
  resolved_at: Date | null;
  appealed_at: Date | null;
  appeal_reason: string | null;
  feedback_rating: number | null;
  feedback_comment: string | null;
  feedback_at: Date | null;
  duplicate_of_id: string | null;
  duplicate_of_number: string | null;
  revision: number;
  post_to_social: boolean;
  social_status: SocialPostStatus;
  publicly_listed: boolean;
  screening_verdict: 'clean' | 'needs_review' | null;
  screening_findings: ScreeningFinding[] | null;
  redacted_text: string | null;
  screened_at: Date | null;
  moderated_by: string | null;
  moderated_at: Date | null;
  moderation_reason: string | null;
  social_post_text: string | null;
  social_post_attempts: number;
  social_post_channel: string | null;
  social_post_id: string | null;
  social_post_url: string | null;
  social_post_error: string | null;
  social_post_retryable: boolean | null;
  posted_at: Date | null;
  updated_at: Date;
  version: number;
  overdue: boolean;
  upvoted?: boolean;
}

/** Every column but the search vector, and whether it is overdue now (open and past its deadline). */
export const COMPLAINT_COLUMNS = `c.id, c.registration_number, c.author_id, c.author_display_name, c.title, c.description, c.category,
  c.location, c.urgency, c.status, c.status_reason, c.department, c.tags, c.upvotes, c.comments, c.evidence_count, c.filed_at,
  c.original_due_at, c.due_at, c.interim_reply_text, c.interim_replied_at, c.disposed_at, c.resolved_at, c.appealed_at,
  c.appeal_reason, c.feedback_rating, c.feedback_comment, c.feedback_at, c.duplicate_of_id, c.duplicate_of_number, c.revision,
  c.post_to_social, c.social_status, c.publicly_listed, c.screening_verdict, c.screening_findings, c.redacted_text,
  c.screened_at, c.moderated_by, c.moderated_at, c.moderation_reason, c.social_post_text, c.social_post_attempts,
  c.social_post_channel, c.social_post_id, c.social_post_url, c.social_post_error, c.social_post_retryable, c.posted_at,
  c.updated_at, c.version,
  (c.status IN ('pending', 'under_review', 'in_progress') AND c.due_at < now()) AS overdue`;

/**
 * Who is looking: `public` (a visitor or another citizen), `owner` (the author) or `staff`
 * (an administrator). Only owners and staff see the text as written, evidence, feedback and
 * moderation details; the public sees personal data (phone, Aadhaar, PAN, e-mail, house
 * address) and abuse masked by the same screening the moderators use.
 */
export type Viewer = 'public' | 'owner' | 'staff';

export const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

const redact = (text: string): string => screenComplaintText(text).redactedText;

/** The citizen's text as the viewer may read it. */
function textFor(row: ComplaintRow, viewer: Viewer): { title: string; description: string; location: string | null; tags: string[] } {
  if (viewer !== 'public') return { title: row.title, description: row.description, location: row.location, tags: row.tags };
  const description = redact(row.description);
  // A tag is a word of the description: one that redaction removed (a name in an address, an insult) goes too.
  const kept = new Set(tagsFrom(description));
  return {
    title: redact(row.title),
    description,
    location: row.location === null ? null : redact(row.location),
    tags: row.tags.filter((tag) => kept.has(tag)),
  };
}

/** A complaint in a list (contracts' ComplaintSummaryDto), with what the author and staff alone may see. */
export function toSummary(row: ComplaintRow, viewer: Viewer): ComplaintSummaryDto {
  const text = textFor(row, viewer);
  return {
    id: row.id,
    registrationNumber: row.registration_number,
    title: text.title,
    description: text.description,
    category: row.category,
    ...(text.location !== null ? { location: text.location } : {}),
    urgency: row.urgency,
    status: row.status,
    author: row.author_display_name,
    timestamp: row.filed_at.toISOString(),
    upvotes: row.upvotes,
    comments: row.comments,
    department: row.department,
    tags: text.tags,
    socialStatus: row.social_status,
    evidenceCount: row.evidence_count,
    dueAt: row.due_at.toISOString(),
    overdue: row.overdue,
    ...(row.upvoted !== undefined ? { upvoted: row.upvoted } : {}),
    statusReason: row.status_reason,
    ...(viewer !== 'public'
      ? { postToSocial: row.post_to_social, moderationReason: row.social_status === 'rejected' ? row.moderation_reason : null }
      : {}),
  };
}

export interface TimelineRow {
  position: number;
  type: string;
  summary: Record<string, unknown>;
  audience: TimelineAudience;
  at: Date;
}

export function toTimelineEntry(row: TimelineRow, viewer: Viewer): ComplaintTimelineEntryDto {
  let summary = row.summary;
  // Comments and appeal reasons are the citizens' own words: masked for the public like the complaint.
  if (viewer === 'public' && typeof summary.text === 'string') summary = { ...summary, text: redact(summary.text) };
  if (viewer === 'public' && row.type === 'ComplaintAppealed' && typeof summary.reason === 'string') {
    summary = { ...summary, reason: redact(summary.reason) };
  }
  return { position: row.position, type: row.type, summary, at: row.at.toISOString(), audience: row.audience };
}

export interface EvidenceRow {
  id: string;
  complaint_id: string;
  kind: EvidenceKind;
  mime: string;
  size: number;
  stored_name: string;
  attached_by: string;
  attached_at: Date;
}

export function toEvidence(row: EvidenceRow): ComplaintEvidenceDto {
  return {
    id: row.id,
    kind: row.kind,
    mime: row.mime,
    size: row.size,
    attachedAt: row.attached_at.toISOString(),
    url: `/api/complaints/${row.complaint_id}/evidence/${row.id}`,
  };
}

/** Detail fields beyond the summary that every allowed viewer may read. */
export function detailFields(row: ComplaintRow, viewer: Viewer): ComplaintDetailFieldsDto {
  return {
    postToSocial: row.post_to_social,
    filedAt: row.filed_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    originalDueAt: row.original_due_at.toISOString(),
    disposedAt: iso(row.disposed_at),
    resolvedAt: iso(row.resolved_at),
    interimReply: row.interim_replied_at
      ? { text: row.interim_reply_text, expectedBy: row.due_at.toISOString(), repliedAt: row.interim_replied_at.toISOString() }
      : null,
    appeal: row.appealed_at ? { reason: viewer === 'public' ? redact(row.appeal_reason ?? '') : row.appeal_reason, appealedAt: row.appealed_at.toISOString() } : null,
    duplicateOf: row.duplicate_of_id ? { id: row.duplicate_of_id, registrationNumber: row.duplicate_of_number } : null,
    socialPost:
      row.social_status === 'posted'
        ? { channel: row.social_post_channel, url: row.social_post_url, postedAt: iso(row.posted_at) }
        : null,
    feedback:
      viewer !== 'public' && row.feedback_at
        ? { rating: row.feedback_rating, comment: row.feedback_comment, givenAt: row.feedback_at.toISOString() }
        : null,
    moderation:
      viewer !== 'public' && row.moderated_at
        ? {
            decision: row.social_status === 'rejected' ? 'rejected' : 'approved',
            reason: row.moderation_reason,
            at: row.moderated_at.toISOString(),
          }
        : null,
    version: row.version,
  };
}

/** The full record for the admin console (ra-data-simple-rest: `id` first-class). */
export function toAdminRecord(row: ComplaintRow): AdminComplaintDto {
  return {
    ...toSummary(row, 'staff'),
    ...detailFields(row, 'staff'),
    authorId: row.author_id,
    authorName: row.author_display_name,
    statusReason: row.status_reason,
    revision: row.revision,
    screening: row.screened_at
      ? {
          verdict: row.screening_verdict,
          findings: row.screening_findings ?? [],
          redactedText: row.redacted_text,
          screenedAt: row.screened_at.toISOString(),
        }
      : null,
    moderation: row.moderated_at
      ? {
          decision: row.social_status === 'rejected' ? 'rejected' : 'approved',
          by: row.moderated_by,
          reason: row.moderation_reason,
          at: row.moderated_at.toISOString(),
        }
      : null,
    socialPost: {
      text: row.social_post_text,
      attempts: row.social_post_attempts,
      channel: row.social_post_channel,
      postId: row.social_post_id,
      url: row.social_post_url,
      error: row.social_post_error,
      retryable: row.social_post_retryable,
      postedAt: iso(row.posted_at),
    },
  };
}

/** An entry of the moderation queue: what screening found, the text as written and as it would be posted. */
export function toModerationItem(row: ComplaintRow): ModerationQueueItemDto {
  return {
    id: row.id,
    registrationNumber: row.registration_number,
    title: row.title,
    category: row.category,
    urgency: row.urgency,
    status: row.status,
    author: row.author_display_name,
    filedAt: row.filed_at.toISOString(),
    screenedAt: iso(row.screened_at),
    verdict: row.screening_verdict,
    findings: row.screening_findings ?? [],
    findingKinds: [...new Set((row.screening_findings ?? []).map((finding) => finding.kind))],
    originalText: screeningTextOf(row),
    redactedText: row.redacted_text,
    version: row.version,
  };
}
