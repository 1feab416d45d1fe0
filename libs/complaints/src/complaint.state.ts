import {
  PUBLICLY_LISTED_SOCIAL_STATUSES,
  type ComplaintCategory,
  type ComplaintStatus,
  type EvidenceKind,
  type SocialChannel,
  type SocialPostStatus,
  type Urgency,
} from '@jan-seva/contracts';
import type { ComplaintEvent, DuplicateReference, ScreeningFinding, ScreeningVerdict } from './complaint.events';
import { isDisposedStatus, isOpenStatus } from './complaint.rules';
import { assertNever } from './shared/assert-never';

/** What the deciders need to know about a complaint, folded from its stream. */
export type ComplaintState = NoComplaint | Complaint;

export interface NoComplaint {
  status: 'nonexistent';
}

export interface Evidence {
  kind: EvidenceKind;
  mime: string;
  size: number;
  storedName: string;
  attachedAt: string;
}

export interface Screening {
  /** The text revision screened: a later edit makes it stale. */
  revision: number;
  findings: ScreeningFinding[];
  redactedText: string;
  verdict: ScreeningVerdict;
  screenedAt: string;
}

export interface SocialPost {
  /** How many times it was scheduled (1 for the first try). */
  attempts: number;
  text: string;
  channel?: SocialChannel;
  postId?: string;
  url?: string;
  lastError?: { error: string; retryable: boolean; failedAt: string };
  publishedAt?: string;
}

export interface Complaint {
  status: ComplaintStatus;
  complaintId: string;
  registrationNumber: string;
  authorId: string;
  authorDisplayName: string;
  title: string;
  description: string;
  category: ComplaintCategory;
  location: string | null;
  urgency: Urgency;
  postToSocial: boolean;
  department: string;
  /** Who set the department: 'system' while it follows the category's route. */
  departmentAssignedBy: string;
  tags: string[];
  filedAt: string;
  /** The deadline the complaint was given (by urgency, or by the appeal): for statistics. */
  originalDueAt: string;
  /** The deadline that counts now: the original one, or the date of the latest interim reply. */
  dueAt: string;
  /** Text revision: 0 at filing, +1 for each edit of title, description or location. */
  revision: number;
  /** When it was last resolved, rejected or closed; null while open. */
  disposedAt: string | null;
  /** Citizens whose upvote stands (a set, as a plain object). */
  voters: Readonly<Record<string, true>>;
  upvotes: number;
  /** Comment ids seen, so a retried comment is recorded once. */
  commentIds: Readonly<Record<string, true>>;
  comments: number;
  evidence: Readonly<Record<string, Evidence>>;
  interimReply: { text: string; expectedBy: string; repliedAt: string } | null;
  feedback: { rating: number; comment?: string; givenAt: string } | null;
  appeal: { reason: string; appealedAt: string } | null;
  duplicateOf: DuplicateReference | null;
  socialStatus: SocialPostStatus;
  screening: Screening | null;
  moderation: { decision: 'approved' | 'rejected'; by: string; reason?: string; at: string } | null;
  socialPost: SocialPost | null;
  updatedAt: string;
}

export const initialComplaintState = (): ComplaintState => ({ status: 'nonexistent' });

/**
 * Applies one event. Total: an event that does not fit the state (which a correct decider
 * never produces) leaves the state as it is rather than throwing, like a projection.
 */
export function evolve(state: ComplaintState, event: ComplaintEvent): ComplaintState {
  if (event.type === 'ComplaintFiled') {
    if (state.status !== 'nonexistent') return state;
    const d = event.data;
    return {
      status: 'pending',
      complaintId: d.complaintId,
      registrationNumber: d.registrationNumber,
      authorId: d.authorId,
      authorDisplayName: d.authorDisplayName,
      title: d.title,
      description: d.description,
      category: d.category,
      location: d.location ?? null,
      urgency: d.urgency,
      postToSocial: d.postToSocial,
      department: d.department,
      departmentAssignedBy: 'system',
      tags: d.tags,
      filedAt: d.filedAt,
      originalDueAt: d.dueAt,
      dueAt: d.dueAt,
      revision: 0,
      disposedAt: null,
      voters: {},
      upvotes: 0,
      commentIds: {},
      comments: 0,
      evidence: {},
      interimReply: null,
      feedback: null,
      appeal: null,
      duplicateOf: null,
      socialStatus: d.postToSocial ? 'draft' : 'not_requested',
      screening: null,
      moderation: null,
      socialPost: null,
      updatedAt: d.filedAt,
    };
  }
  if (state.status === 'nonexistent') return state;

  switch (event.type) {
    case 'ComplaintUpdated': {
      const { changes, tags, dueAt, revision, socialStatus, updatedAt } = event.data;
      const next: Complaint = { ...state, revision, updatedAt };
      if (changes.title !== undefined) next.title = changes.title;
      if (changes.description !== undefined) next.description = changes.description;
      if (changes.category !== undefined) next.category = changes.category;
      if (changes.location !== undefined) next.location = changes.location;
      if (changes.urgency !== undefined) next.urgency = changes.urgency;
      if (changes.postToSocial !== undefined) next.postToSocial = changes.postToSocial;
      if (tags) next.tags = tags;
      if (dueAt) {
        next.originalDueAt = dueAt;
        // A date promised in an interim reply stands; otherwise the new urgency's deadline counts.
        if (!state.interimReply) next.dueAt = dueAt;
      }
      if (socialStatus) {
        next.socialStatus = socialStatus;
        next.moderation = null;
        if (socialStatus === 'draft' || socialStatus === 'not_requested') next.socialPost = null;
      }
      return next;
    }
    case 'ComplaintEvidenceAttached': {
      const { evidenceId, kind, mime, size, storedName, attachedAt } = event.data;
      if (Object.hasOwn(state.evidence, evidenceId)) return state;
      return {
        ...state,
        evidence: { ...state.evidence, [evidenceId]: { kind, mime, size, storedName, attachedAt } },
        updatedAt: attachedAt,
      };
    }
    case 'ComplaintUpvoted': {
      const { citizenId, upvotedAt } = event.data;
      if (Object.hasOwn(state.voters, citizenId)) return state;
      return { ...state, voters: { ...state.voters, [citizenId]: true }, upvotes: state.upvotes + 1, updatedAt: upvotedAt };
    }
    case 'ComplaintUpvoteWithdrawn': {
      const { citizenId, withdrawnAt } = event.data;
      if (!Object.hasOwn(state.voters, citizenId)) return state;
      const { [citizenId]: _withdrawn, ...voters } = state.voters;
      return { ...state, voters, upvotes: state.upvotes - 1, updatedAt: withdrawnAt };
    }
    case 'ComplaintCommented': {
      const { commentId, commentedAt } = event.data;
      if (Object.hasOwn(state.commentIds, commentId)) return state;
      return {
        ...state,
        commentIds: { ...state.commentIds, [commentId]: true },
        comments: state.comments + 1,
        updatedAt: commentedAt,
      };
    }
    case 'ComplaintAssigned':
      return { ...state, department: event.data.department, departmentAssignedBy: event.data.by, updatedAt: event.data.assignedAt };
    case 'ComplaintStatusChanged': {
      const { to, changedAt } = event.data;
      const disposedAt = isDisposedStatus(to) ? changedAt : isOpenStatus(to) ? null : state.disposedAt;
      return { ...state, status: to, disposedAt, updatedAt: changedAt };
    }
    case 'ComplaintInterimReplyGiven': {
      const { text, expectedBy, repliedAt } = event.data;
      return { ...state, interimReply: { text, expectedBy, repliedAt }, dueAt: expectedBy, updatedAt: repliedAt };
    }
    case 'ComplaintFeedbackGiven': {
      const { rating, comment, givenAt } = event.data;
      return { ...state, feedback: { rating, ...(comment !== undefined ? { comment } : {}), givenAt }, updatedAt: givenAt };
    }
    case 'ComplaintAppealed': {
      const { reason, dueAt, appealedAt } = event.data;
      return {
        ...state,
        status: 'under_review',
        disposedAt: null,
        appeal: { reason, appealedAt },
        // The appeal disputes the disposal, a duplicate closure included.
        duplicateOf: null,
        interimReply: null,
        originalDueAt: dueAt,
        dueAt,
        updatedAt: appealedAt,
      };
    }
    case 'ComplaintMarkedDuplicate':
      return { ...state, duplicateOf: event.data.duplicateOf, updatedAt: event.data.markedAt };
    case 'ComplaintScreened': {
      const { revision, findings, redactedText, verdict, screenedAt } = event.data;
      if (revision !== state.revision) return state;
      const socialStatus = state.socialStatus === 'draft' ? 'screened' : state.socialStatus;
      return { ...state, screening: { revision, findings, redactedText, verdict, screenedAt }, socialStatus, updatedAt: screenedAt };
    }
    case 'ComplaintModerationApproved': {
      const { by, approvedAt } = event.data;
      return { ...state, socialStatus: 'approved', moderation: { decision: 'approved', by, at: approvedAt }, updatedAt: approvedAt };
    }
    case 'ComplaintModerationRejected': {
      const { by, reason, rejectedAt } = event.data;
      return {
        ...state,
        socialStatus: 'rejected',
        moderation: { decision: 'rejected', by, reason, at: rejectedAt },
        updatedAt: rejectedAt,
      };
    }
    case 'SocialPostScheduled': {
      const { text, attempt, scheduledAt } = event.data;
      return { ...state, socialStatus: 'scheduled', socialPost: { ...state.socialPost, attempts: attempt, text }, updatedAt: scheduledAt };
    }
    case 'SocialPostPublished': {
      const { channel, postId, url, publishedAt } = event.data;
      const socialPost: SocialPost = {
        attempts: state.socialPost?.attempts ?? 1,
        text: state.socialPost?.text ?? state.screening?.redactedText ?? '',
        channel,
        postId,
        ...(url !== undefined ? { url } : {}),
        publishedAt,
      };
      return { ...state, socialStatus: 'posted', socialPost, updatedAt: publishedAt };
    }
    case 'SocialPostFailed': {
      const { error, retryable, failedAt } = event.data;
      const socialPost: SocialPost = {
        attempts: state.socialPost?.attempts ?? 1,
        text: state.socialPost?.text ?? state.screening?.redactedText ?? '',
        lastError: { error, retryable, failedAt },
      };
      return { ...state, socialStatus: 'failed', socialPost, updatedAt: failedAt };
    }
    default:
      return assertNever(event);
  }
}

/** Folds events into state, from nothing. */
export const foldComplaint = (events: readonly ComplaintEvent[], state: ComplaintState = initialComplaintState()): ComplaintState =>
  events.reduce(evolve, state);

/** Open (not disposed) and past its current deadline. */
export function isOverdue(state: ComplaintState, now: Date): boolean {
  return state.status !== 'nonexistent' && isOpenStatus(state.status) && Date.parse(state.dueAt) < now.getTime();
}

/** Whether the public list shows it: not meant for social posting, or approved by a moderator. */
export function isPubliclyListed(state: ComplaintState): boolean {
  if (state.status === 'nonexistent') return false;
  return (PUBLICLY_LISTED_SOCIAL_STATUSES as readonly SocialPostStatus[]).includes(state.socialStatus);
}

/** The text screening looks at and a social post would carry (before redaction). */
export function screeningTextOf(complaint: Pick<Complaint, 'title' | 'description' | 'location'>): string {
  const parts = [complaint.title, complaint.description];
  if (complaint.location) parts.push(`Location: ${complaint.location}`);
  return parts.join('\n\n');
}
