import type {
  ComplaintCategory,
  ComplaintStatus,
  EvidenceKind,
  SocialChannel,
  SocialPostStatus,
  Urgency,
} from '@jan-seva/contracts';
import type { DomainEvent } from '@jan-seva/event-store';

/**
 * Events of one complaint, on the stream `complaint-<uuid>`. Plain JSON data; every time is an
 * ISO string ending in `At`. Every event carries `complaintId` so a subscriber (the moderation
 * and social-post workers, notifications, statistics) needs nothing but the event.
 * `by` is the acting user's id, or 'system' for what the portal does by itself.
 */

export const COMPLAINT_STREAM_TYPE = 'complaint';
export const complaintStreamId = (complaintId: string): string => `${COMPLAINT_STREAM_TYPE}-${complaintId}`;

/** The fields the author may edit while the complaint is pending. `location: null` clears it. */
export interface ComplaintChanges {
  title?: string;
  description?: string;
  category?: ComplaintCategory;
  location?: string | null;
  urgency?: Urgency;
  postToSocial?: boolean;
}

export type ScreeningFindingKind = 'abuse' | 'phone' | 'aadhaar' | 'pan' | 'email' | 'address';

/** One thing screening found: `match` is masked (never the full phone, Aadhaar or PAN). */
export interface ScreeningFinding {
  kind: ScreeningFindingKind;
  match: string;
  /** Offset (UTF-16 code units) of the match in the screened text. */
  index: number;
  /** Aadhaar-like numbers only: whether the Verhoeff check digit holds (then very likely real). */
  verified?: boolean;
}

export type ScreeningVerdict = 'clean' | 'needs_review';

export interface DuplicateReference {
  complaintId: string;
  registrationNumber: string;
}

export type ComplaintFiled = DomainEvent<
  'ComplaintFiled',
  {
    complaintId: string;
    /** JS-<year>-<number>, from the API's gapless per-year counter. */
    registrationNumber: string;
    authorId: string;
    /** First name and last initial ("Asha V."): what the public sees. */
    authorDisplayName: string;
    title: string;
    description: string;
    category: ComplaintCategory;
    location?: string;
    urgency: Urgency;
    postToSocial: boolean;
    /** Always 'Auto-assigned' (spec); the routed department follows as ComplaintAssigned. */
    department: string;
    tags: string[];
    filedAt: string;
    /** The service deadline from the urgency, within the 21-day limit. */
    dueAt: string;
  }
>;

/**
 * The author's edit while pending: only the fields that really changed. Derived facts come
 * with it so that readers need no rules: new `tags` when the description changed, a new
 * `dueAt` (from the filing time) when the urgency changed, the text `revision` (bumped when
 * the title, description or location changed) and the `socialStatus` when the edit voids
 * a screening or moderation decision.
 */
export type ComplaintUpdated = DomainEvent<
  'ComplaintUpdated',
  {
    complaintId: string;
    changes: ComplaintChanges;
    tags?: string[];
    dueAt?: string;
    revision: number;
    socialStatus?: SocialPostStatus;
    updatedAt: string;
  }
>;

export type ComplaintEvidenceAttached = DomainEvent<
  'ComplaintEvidenceAttached',
  {
    complaintId: string;
    evidenceId: string;
    kind: EvidenceKind;
    /** Detected from the content by the API. */
    mime: string;
    size: number;
    /** Random name under the evidence directory (outside the web root). */
    storedName: string;
    attachedBy: string;
    attachedAt: string;
  }
>;

export type ComplaintUpvoted = DomainEvent<'ComplaintUpvoted', { complaintId: string; citizenId: string; upvotedAt: string }>;

export type ComplaintUpvoteWithdrawn = DomainEvent<
  'ComplaintUpvoteWithdrawn',
  { complaintId: string; citizenId: string; withdrawnAt: string }
>;

export type ComplaintCommented = DomainEvent<
  'ComplaintCommented',
  {
    complaintId: string;
    commentId: string;
    authorId: string;
    authorDisplayName: string;
    text: string;
    /** Written by an administrator on behalf of the department. */
    official: boolean;
    commentedAt: string;
  }
>;

export type ComplaintAssigned = DomainEvent<
  'ComplaintAssigned',
  { complaintId: string; department: string; by: string; assignedAt: string }
>;

export type ComplaintStatusChanged = DomainEvent<
  'ComplaintStatusChanged',
  { complaintId: string; from: ComplaintStatus; to: ComplaintStatus; reason?: string; by: string; changedAt: string }
>;

/** CPGRAMS interim reply: what is being done and by when the citizen can expect disposal. */
export type ComplaintInterimReplyGiven = DomainEvent<
  'ComplaintInterimReplyGiven',
  { complaintId: string; text: string; expectedBy: string; by: string; repliedAt: string }
>;

export type ComplaintFeedbackGiven = DomainEvent<
  'ComplaintFeedbackGiven',
  { complaintId: string; rating: number; comment?: string; givenAt: string }
>;

/** The author's appeal against a disposal: reopens the complaint for review with a new deadline. */
export type ComplaintAppealed = DomainEvent<
  'ComplaintAppealed',
  { complaintId: string; reason: string; dueAt: string; appealedAt: string }
>;

/** Always followed (same decision) by ComplaintStatusChanged to 'closed' naming the original. */
export type ComplaintMarkedDuplicate = DomainEvent<
  'ComplaintMarkedDuplicate',
  { complaintId: string; duplicateOf: DuplicateReference; by: string; markedAt: string }
>;

/**
 * The automatic screening of the complaint's text (title, description, location) at a text
 * `revision`: what it found and the redacted text that would be posted.
 */
export type ComplaintScreened = DomainEvent<
  'ComplaintScreened',
  {
    complaintId: string;
    revision: number;
    findings: ScreeningFinding[];
    redactedText: string;
    verdict: ScreeningVerdict;
    screenedAt: string;
  }
>;

export type ComplaintModerationApproved = DomainEvent<
  'ComplaintModerationApproved',
  { complaintId: string; by: string; approvedAt: string }
>;

export type ComplaintModerationRejected = DomainEvent<
  'ComplaintModerationRejected',
  { complaintId: string; by: string; reason: string; rejectedAt: string }
>;

/** The approved redacted text is handed to the social-post worker; `attempt` counts from 1. */
export type SocialPostScheduled = DomainEvent<
  'SocialPostScheduled',
  { complaintId: string; text: string; attempt: number; scheduledAt: string }
>;

export type SocialPostPublished = DomainEvent<
  'SocialPostPublished',
  { complaintId: string; channel: SocialChannel; postId: string; url?: string; publishedAt: string }
>;

export type SocialPostFailed = DomainEvent<
  'SocialPostFailed',
  { complaintId: string; error: string; retryable: boolean; failedAt: string }
>;

export type ComplaintEvent =
  | ComplaintFiled
  | ComplaintUpdated
  | ComplaintEvidenceAttached
  | ComplaintUpvoted
  | ComplaintUpvoteWithdrawn
  | ComplaintCommented
  | ComplaintAssigned
  | ComplaintStatusChanged
  | ComplaintInterimReplyGiven
  | ComplaintFeedbackGiven
  | ComplaintAppealed
  | ComplaintMarkedDuplicate
  | ComplaintScreened
  | ComplaintModerationApproved
  | ComplaintModerationRejected
  | SocialPostScheduled
  | SocialPostPublished
  | SocialPostFailed;

export type ComplaintEventType = ComplaintEvent['type'];

/** Every event type, for projections' `handles` and for subscribers. */
export const COMPLAINT_EVENT_TYPES = [
  'ComplaintFiled',
  'ComplaintUpdated',
  'ComplaintEvidenceAttached',
  'ComplaintUpvoted',
  'ComplaintUpvoteWithdrawn',
  'ComplaintCommented',
  'ComplaintAssigned',
  'ComplaintStatusChanged',
  'ComplaintInterimReplyGiven',
  'ComplaintFeedbackGiven',
  'ComplaintAppealed',
  'ComplaintMarkedDuplicate',
  'ComplaintScreened',
  'ComplaintModerationApproved',
  'ComplaintModerationRejected',
  'SocialPostScheduled',
  'SocialPostPublished',
  'SocialPostFailed',
] as const satisfies readonly ComplaintEventType[];

// Fails to compile when a new event type is missing from COMPLAINT_EVENT_TYPES.
type _AllListed = ComplaintEventType extends (typeof COMPLAINT_EVENT_TYPES)[number] ? true : never;
const _allListed: _AllListed = true;
void _allListed;

const complaintEventTypeSet: ReadonlySet<string> = new Set(COMPLAINT_EVENT_TYPES);
export const isComplaintEvent = (event: DomainEvent): event is ComplaintEvent => complaintEventTypeSet.has(event.type);
