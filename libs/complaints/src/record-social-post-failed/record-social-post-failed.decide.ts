import type { SocialPostFailed } from '../complaint.events';
import type { ComplaintState } from '../complaint.state';
import { requireComplaint, requireStaff } from '../shared/actor';
import { requireSocial, socialRefusal } from '../shared/require-social';
import { toIso } from '../shared/time';
import type { RecordSocialPostFailedCommand } from './record-social-post-failed.command';

const MAX_ERROR_LENGTH = 500;

/**
 * From scheduled, or failed again (each attempt's failure is on the log). A failure reported
 * after the post went out changes nothing.
 */
export function recordSocialPostFailed(command: RecordSocialPostFailedCommand, state: ComplaintState): [] | [SocialPostFailed] {
  requireStaff(command.actor);
  const complaint = requireComplaint(state);
  requireSocial(complaint);
  if (complaint.socialStatus === 'posted') return [];
  if (complaint.socialStatus !== 'scheduled' && complaint.socialStatus !== 'failed') {
    throw socialRefusal('This post was not scheduled for publishing');
  }
  const error = command.error.trim().slice(0, MAX_ERROR_LENGTH) || 'Unknown error';
  return [
    {
      type: 'SocialPostFailed',
      data: { complaintId: complaint.complaintId, error, retryable: command.retryable, failedAt: toIso(command.now) },
    },
  ];
}
