import { SOCIAL_CHANNELS } from '@jan-seva/contracts';
import { ComplaintError } from '../complaint.errors';
import type { SocialPostPublished } from '../complaint.events';
import type { ComplaintState } from '../complaint.state';
import { requireComplaint, requireStaff } from '../shared/actor';
import { requireSocial, socialRefusal } from '../shared/require-social';
import { toIso } from '../shared/time';
import type { RecordSocialPostPublishedCommand } from './record-social-post-published.command';

/**
 * From scheduled, or from failed (a retry of the same job that then succeeded). Once posted,
 * a second report records nothing: the first publication stands (the worker's idempotency
 * key keeps the network from publishing twice; this keeps the log from saying so).
 */
export function recordSocialPostPublished(
  command: RecordSocialPostPublishedCommand,
  state: ComplaintState,
): [] | [SocialPostPublished] {
  requireStaff(command.actor);
  const complaint = requireComplaint(state);
  requireSocial(complaint);
  if (complaint.socialStatus === 'posted') return [];
  if (complaint.socialStatus !== 'scheduled' && complaint.socialStatus !== 'failed') {
    throw socialRefusal('This post was not scheduled for publishing');
  }
  const { channel, postId, url } = command;
  if (!SOCIAL_CHANNELS.includes(channel) || !postId) {
    throw new ComplaintError('COMPLAINT.INVALID', { fields: { postId: 'The publication needs a channel and a post id' } });
  }
  return [
    {
      type: 'SocialPostPublished',
      data: {
        complaintId: complaint.complaintId,
        channel,
        postId,
        ...(url ? { url } : {}),
        publishedAt: toIso(command.now),
      },
    },
  ];
}
