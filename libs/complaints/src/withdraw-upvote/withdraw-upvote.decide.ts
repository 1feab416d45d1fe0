import { ComplaintError } from '../complaint.errors';
import type { ComplaintUpvoteWithdrawn } from '../complaint.events';
import type { ComplaintState } from '../complaint.state';
import { requireComplaint, requirePerson } from '../shared/actor';
import { toIso } from '../shared/time';
import type { WithdrawUpvoteCommand } from './withdraw-upvote.command';

/** Only a standing vote can be withdrawn (in any status: taking back support is always allowed). */
export function withdrawUpvote(command: WithdrawUpvoteCommand, state: ComplaintState): [ComplaintUpvoteWithdrawn] {
  requirePerson(command.actor);
  const complaint = requireComplaint(state);
  const citizenId = command.actor.id;
  if (!Object.hasOwn(complaint.voters, citizenId)) throw new ComplaintError('COMPLAINT.NOT_UPVOTED');
  return [
    { type: 'ComplaintUpvoteWithdrawn', data: { complaintId: complaint.complaintId, citizenId, withdrawnAt: toIso(command.now) } },
  ];
}
