import type { Actor } from '../shared/actor';

/** A citizen takes back their vote. */
export interface WithdrawUpvoteCommand {
  type: 'WithdrawUpvote';
  complaintId: string;
  actor: Actor;
  now: Date;
}
