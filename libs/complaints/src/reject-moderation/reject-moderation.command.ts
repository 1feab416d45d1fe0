import type { Actor } from '../shared/actor';

/** An administrator refuses the post, with a reason the author reads. */
export interface RejectModerationCommand {
  type: 'RejectModeration';
  complaintId: string;
  actor: Actor;
  reason: string;
  now: Date;
}
