import { COMPLAINT_LIMITS } from '@jan-seva/contracts';
import { ComplaintError } from '../complaint.errors';
import type { ComplaintModerationRejected } from '../complaint.events';
import type { ComplaintState } from '../complaint.state';
import { requireAdmin, requireComplaint } from '../shared/actor';
import { assertNever } from '../shared/assert-never';
import { requireSocial, socialRefusal } from '../shared/require-social';
import { toIso } from '../shared/time';
import type { RejectModerationCommand } from './reject-moderation.command';

/**
 * Rejects the post (not the grievance, which goes on being handled). Possible after
 * screening, after an approval that was not yet sent, and after a failed attempt (to stop
 * retrying); not once the post is scheduled or out. Rejecting twice records nothing.
 */
export function rejectModeration(command: RejectModerationCommand, state: ComplaintState): [] | [ComplaintModerationRejected] {
  requireAdmin(command.actor);
  const complaint = requireComplaint(state);
  requireSocial(complaint);
  const reason = command.reason.trim();
  if (!reason || reason.length > COMPLAINT_LIMITS.reason) {
    throw new ComplaintError('COMPLAINT.INVALID', { fields: { reason: reason ? 'The reason is too long' : 'Please give a reason' } });
  }
  switch (complaint.socialStatus) {
    case 'draft':
      throw new ComplaintError('COMPLAINT.NOT_SCREENED');
    case 'rejected':
      return [];
    case 'screened':
    case 'approved':
    case 'failed':
      return [
        {
          type: 'ComplaintModerationRejected',
          data: { complaintId: complaint.complaintId, by: command.actor.id, reason, rejectedAt: toIso(command.now) },
        },
      ];
    case 'scheduled':
      throw socialRefusal('The post is being published and can no longer be rejected');
    case 'posted':
      throw socialRefusal('The post has already been published');
    case 'not_requested':
      throw new ComplaintError('COMPLAINT.NOT_FOR_SOCIAL');
    default:
      return assertNever(complaint.socialStatus);
  }
}
