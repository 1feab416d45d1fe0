import { COMPLAINT_LIMITS } from '@jan-seva/contracts';
import { ComplaintError } from '../complaint.errors';
import type { ComplaintFeedbackGiven } from '../complaint.events';
import type { ComplaintState } from '../complaint.state';
import { requireAuthor, requireComplaint } from '../shared/actor';
import { toIso } from '../shared/time';
import type { GiveFeedbackCommand } from './give-feedback.command';

/**
 * Only the author, once, after the complaint is resolved or closed. A rejected complaint is
 * answered by an appeal, not a rating. Feedback does not stop an appeal (CPGRAMS asks for
 * both after disposal).
 */
export function giveFeedback(command: GiveFeedbackCommand, state: ComplaintState): [ComplaintFeedbackGiven] {
  const complaint = requireComplaint(state);
  requireAuthor(complaint, command.actor);
  if (complaint.status !== 'resolved' && complaint.status !== 'closed') throw new ComplaintError('COMPLAINT.FEEDBACK_NOT_ALLOWED');
  if (complaint.feedback) throw new ComplaintError('COMPLAINT.FEEDBACK_ALREADY_GIVEN');
  const { rating } = command;
  const comment = command.comment?.trim() || undefined;
  const fields: Record<string, string> = {};
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) fields.rating = 'Please give a rating from 1 to 5';
  if (comment && comment.length > COMPLAINT_LIMITS.feedbackComment) fields.comment = 'The comment is too long';
  if (Object.keys(fields).length > 0) throw new ComplaintError('COMPLAINT.INVALID', { fields });
  return [
    {
      type: 'ComplaintFeedbackGiven',
      data: { complaintId: complaint.complaintId, rating, ...(comment ? { comment } : {}), givenAt: toIso(command.now) },
    },
  ];
}
