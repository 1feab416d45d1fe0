import { ComplaintError } from '../complaint.errors';
import type { ComplaintModerationApproved } from '../complaint.events';
import type { ComplaintState } from '../complaint.state';
import { requireAdmin, requireComplaint } from '../shared/actor';
import { assertNever } from '../shared/assert-never';
import { requireSocial, socialRefusal } from '../shared/require-social';
import { toIso } from '../shared/time';
import type { ApproveModerationCommand } from './approve-moderation.command';

/**
 * Only a person approves (the workers never publish by themselves), only after screening.
 * A moderator may change their mind after a rejection, until the post is sent. Approving
 * twice records nothing.
 */
export function approveModeration(command: ApproveModerationCommand, state: ComplaintState): [] | [ComplaintModerationApproved] {
  requireAdmin(command.actor);
  const complaint = requireComplaint(state);
  requireSocial(complaint);
  switch (complaint.socialStatus) {
    case 'draft':
      throw new ComplaintError('COMPLAINT.NOT_SCREENED');
    case 'approved':
      return [];
    case 'screened':
    case 'rejected':
      return [
        {
          type: 'ComplaintModerationApproved',
          data: { complaintId: complaint.complaintId, by: command.actor.id, approvedAt: toIso(command.now) },
        },
      ];
    case 'scheduled':
    case 'failed':
      throw socialRefusal('The post has already been sent for publishing');
    case 'posted':
      throw socialRefusal('The post has already been published');
    case 'not_requested':
      throw new ComplaintError('COMPLAINT.NOT_FOR_SOCIAL');
    default:
      return assertNever(complaint.socialStatus);
  }
}
