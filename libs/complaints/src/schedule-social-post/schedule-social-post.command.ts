import type { Actor } from '../shared/actor';

/**
 * Hand the approved text to the social-post worker: by the system right after an approval
 * (a reaction to ComplaintModerationApproved) or after a retryable failure, or by an
 * administrator retrying by hand.
 */
export interface ScheduleSocialPostCommand {
  type: 'ScheduleSocialPost';
  complaintId: string;
  actor: Actor;
  now: Date;
}
