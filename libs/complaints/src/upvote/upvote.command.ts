import type { Actor } from '../shared/actor';

/** A citizen supports a complaint. One vote per citizen: voting again records nothing. */
export interface UpvoteCommand {
  type: 'Upvote';
  complaintId: string;
  actor: Actor;
  now: Date;
}
