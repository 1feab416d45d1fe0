import { ComplaintError } from '../complaint.errors';
import type { ComplaintUpvoted } from '../complaint.events';
import { isOpenStatus } from '../complaint.rules';
import type { ComplaintState } from '../complaint.state';
import { requireComplaint, requirePerson } from '../shared/actor';
import { toIso } from '../shared/time';
import type { UpvoteCommand } from './upvote.command';

/**
 * Idempotent for the same citizen (a double click, a retry, 50 parallel requests: one vote).
 * The author cannot vote for their own complaint, and a disposed complaint takes no new votes.
 */
export function upvote(command: UpvoteCommand, state: ComplaintState): [] | [ComplaintUpvoted] {
  requirePerson(command.actor);
  const complaint = requireComplaint(state);
  const citizenId = command.actor.id;
  if (citizenId === complaint.authorId) throw new ComplaintError('COMPLAINT.OWN_COMPLAINT');
  if (Object.hasOwn(complaint.voters, citizenId)) return [];
  if (!isOpenStatus(complaint.status)) throw new ComplaintError('COMPLAINT.ALREADY_CLOSED');
  return [{ type: 'ComplaintUpvoted', data: { complaintId: complaint.complaintId, citizenId, upvotedAt: toIso(command.now) } }];
}
