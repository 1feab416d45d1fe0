import { COMPLAINT_LIMITS } from '@jan-seva/contracts';
import { ComplaintError } from '../complaint.errors';
import type { ComplaintInterimReplyGiven } from '../complaint.events';
import { INTERIM_REPLY_MAX_DAYS, isOpenStatus } from '../complaint.rules';
import type { ComplaintState } from '../complaint.state';
import { requireAdmin, requireComplaint } from '../shared/actor';
import { addDays, toIso } from '../shared/time';
import type { GiveInterimReplyCommand } from './give-interim-reply.command';

/**
 * Moves the deadline that counts (and that the citizen sees) to `expectedBy`: in the future
 * and at most INTERIM_REPLY_MAX_DAYS after the reply, past the 21-day limit if need be (see
 * complaint.rules.ts). The original deadline is kept for the statistics.
 */
export function giveInterimReply(command: GiveInterimReplyCommand, state: ComplaintState): [ComplaintInterimReplyGiven] {
  requireAdmin(command.actor);
  const complaint = requireComplaint(state);
  if (!isOpenStatus(complaint.status)) throw new ComplaintError('COMPLAINT.ALREADY_CLOSED');
  const { expectedBy, now } = command;
  const text = command.text.trim();
  const fields: Record<string, string> = {};
  if (!text || text.length > COMPLAINT_LIMITS.interimReply) fields.text = text ? 'The reply is too long' : 'Please write the interim reply';
  if (Number.isNaN(expectedBy.getTime()) || expectedBy.getTime() <= now.getTime()) {
    fields.expectedBy = 'The expected date must be in the future';
  } else if (expectedBy.getTime() > addDays(now, INTERIM_REPLY_MAX_DAYS).getTime()) {
    fields.expectedBy = `The expected date can be at most ${INTERIM_REPLY_MAX_DAYS} days ahead; give another interim reply later`;
  }
  if (Object.keys(fields).length > 0) throw new ComplaintError('COMPLAINT.INVALID', { fields });
  return [
    {
      type: 'ComplaintInterimReplyGiven',
      data: {
        complaintId: complaint.complaintId,
        text,
        expectedBy: toIso(expectedBy),
        by: command.actor.id,
        repliedAt: toIso(now),
      },
    },
  ];
}
