import { ComplaintError } from '../complaint.errors';
import type { SocialPostScheduled } from '../complaint.events';
import type { ComplaintState } from '../complaint.state';
import { requireComplaint, requireStaff } from '../shared/actor';
import { assertNever } from '../shared/assert-never';
import { requireSocial, socialRefusal } from '../shared/require-social';
import { toIso } from '../shared/time';
import type { ScheduleSocialPostCommand } from './schedule-social-post.command';

/**
 * The post carries the redacted text the moderator approved. Scheduling what is already
 * scheduled or posted records nothing (never twice). After a failure the system retries
 * only a retryable one; an administrator may retry any.
 */
export function scheduleSocialPost(command: ScheduleSocialPostCommand, state: ComplaintState): [] | [SocialPostScheduled] {
  requireStaff(command.actor);
  const complaint = requireComplaint(state);
  requireSocial(complaint);
  switch (complaint.socialStatus) {
    case 'scheduled':
    case 'posted':
      return [];
    case 'failed':
      if (command.actor.role === 'system' && complaint.socialPost?.lastError?.retryable === false) {
        throw socialRefusal('The last attempt failed for good; an administrator has to retry it');
      }
      break;
    case 'approved':
      break;
    case 'draft':
    case 'screened':
      throw socialRefusal('A moderator has not approved this post yet');
    case 'rejected':
      throw socialRefusal('A moderator rejected this post');
    case 'not_requested':
      throw new ComplaintError('COMPLAINT.NOT_FOR_SOCIAL');
    default:
      return assertNever(complaint.socialStatus);
  }
  const text = complaint.screening?.redactedText;
  // Approval needs a screening, so there is always one here.
  if (text === undefined) throw new Error('approved post without a screening');
  return [
    {
      type: 'SocialPostScheduled',
      data: {
        complaintId: complaint.complaintId,
        text,
        attempt: (complaint.socialPost?.attempts ?? 0) + 1,
        scheduledAt: toIso(command.now),
      },
    },
  ];
}
