import type { ComplaintEvent, ScreeningFindingKind } from '../complaint.events';
import { assertNever } from '../shared/assert-never';

/** Who may see a timeline entry: everyone, the author and staff, or staff only. */
export type TimelineAudience = 'public' | 'participants' | 'staff';

export interface TimelineEntry {
  summary: Record<string, unknown>;
  actorId: string | null;
  audience: TimelineAudience;
  at: string;
}

/**
 * What the detail page's timeline shows for an event, or null for events that are not
 * milestones (votes: the count says enough). Summaries are small data for the front ends to
 * word in the reader's language; personal data stays out of public entries (evidence files and
 * feedback are for the author and staff, screening findings for staff, counted not quoted).
 */
export function timelineEntryOf(event: ComplaintEvent): TimelineEntry | null {
  switch (event.type) {
    case 'ComplaintFiled': {
      const d = event.data;
      return entry('public', d.authorId, d.filedAt, {
        registrationNumber: d.registrationNumber,
        category: d.category,
        urgency: d.urgency,
        department: d.department,
        dueAt: d.dueAt,
      });
    }
    case 'ComplaintUpdated':
      return entry('public', null, event.data.updatedAt, { fields: Object.keys(event.data.changes) });
    case 'ComplaintEvidenceAttached': {
      const d = event.data;
      return entry('participants', d.attachedBy, d.attachedAt, { evidenceId: d.evidenceId, kind: d.kind });
    }
    case 'ComplaintUpvoted':
    case 'ComplaintUpvoteWithdrawn':
      return null;
    case 'ComplaintCommented': {
      const d = event.data;
      return entry('public', d.authorId, d.commentedAt, {
        commentId: d.commentId,
        authorDisplayName: d.authorDisplayName,
        text: d.text,
        official: d.official,
      });
    }
    case 'ComplaintAssigned': {
      const d = event.data;
      return entry('public', d.by, d.assignedAt, { department: d.department, automatic: d.by === 'system' });
    }
    case 'ComplaintStatusChanged': {
      const d = event.data;
      return entry('public', d.by, d.changedAt, { from: d.from, to: d.to, ...(d.reason ? { reason: d.reason } : {}) });
    }
    case 'ComplaintInterimReplyGiven': {
      const d = event.data;
      return entry('public', d.by, d.repliedAt, { text: d.text, expectedBy: d.expectedBy });
    }
    case 'ComplaintFeedbackGiven': {
      const d = event.data;
      return entry('participants', null, d.givenAt, { rating: d.rating, ...(d.comment ? { comment: d.comment } : {}) });
    }
    case 'ComplaintAppealed': {
      const d = event.data;
      return entry('public', null, d.appealedAt, { reason: d.reason, dueAt: d.dueAt });
    }
    case 'ComplaintMarkedDuplicate': {
      const d = event.data;
      return entry('public', d.by, d.markedAt, { duplicateOf: d.duplicateOf });
    }
    case 'ComplaintScreened': {
      const d = event.data;
      const counts: Partial<Record<ScreeningFindingKind, number>> = {};
      for (const finding of d.findings) counts[finding.kind] = (counts[finding.kind] ?? 0) + 1;
      return entry('staff', 'system', d.screenedAt, { verdict: d.verdict, findings: counts, revision: d.revision });
    }
    case 'ComplaintModerationApproved':
      return entry('participants', event.data.by, event.data.approvedAt, {});
    case 'ComplaintModerationRejected':
      return entry('participants', event.data.by, event.data.rejectedAt, { reason: event.data.reason });
    case 'SocialPostScheduled':
      return entry('staff', null, event.data.scheduledAt, { attempt: event.data.attempt });
    case 'SocialPostPublished': {
      const d = event.data;
      return entry('public', null, d.publishedAt, { channel: d.channel, ...(d.url ? { url: d.url } : {}) });
    }
    case 'SocialPostFailed':
      return entry('staff', null, event.data.failedAt, { error: event.data.error, retryable: event.data.retryable });
    default:
      return assertNever(event);
  }
}

function entry(audience: TimelineAudience, actorId: string | null, at: string, summary: Record<string, unknown>): TimelineEntry {
  return { summary, actorId, audience, at };
}
