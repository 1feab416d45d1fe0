import { COMPLAINT_LIMITS } from '@jan-seva/contracts';
import { ComplaintError } from '../complaint.errors';
import type { ComplaintAppealed } from '../complaint.events';
import { APPEAL_WINDOW_DAYS, appealDeadlineFor, daysBetween, isDisposedStatus } from '../complaint.rules';
import type { ComplaintState } from '../complaint.state';
import { requireAuthor, requireComplaint } from '../shared/actor';
import { toIso } from '../shared/time';
import type { AppealCommand } from './appeal.command';

/**
 * CPGRAMS appeal: only the author, only once per complaint, within APPEAL_WINDOW_DAYS of the
 * disposal. The complaint goes back to under_review with a new deadline of
 * APPEAL_DISPOSAL_DAYS (the appellate authority's 30 days).
 */
export function appeal(command: AppealCommand, state: ComplaintState): [ComplaintAppealed] {
  const complaint = requireComplaint(state);
  requireAuthor(complaint, command.actor);
  if (!isDisposedStatus(complaint.status) || complaint.disposedAt === null) throw new ComplaintError('COMPLAINT.APPEAL_NOT_ALLOWED');
  if (complaint.appeal) throw new ComplaintError('COMPLAINT.ALREADY_APPEALED');
  if (daysBetween(complaint.disposedAt, command.now) > APPEAL_WINDOW_DAYS) throw new ComplaintError('COMPLAINT.APPEAL_WINDOW_CLOSED');
  const reason = command.reason.trim();
  if (!reason || reason.length > COMPLAINT_LIMITS.reason) {
    throw new ComplaintError('COMPLAINT.INVALID', {
      fields: { reason: reason ? 'The reason is too long' : 'Please explain why you are appealing' },
    });
  }
  return [
    {
      type: 'ComplaintAppealed',
      data: {
        complaintId: complaint.complaintId,
        reason,
        dueAt: toIso(appealDeadlineFor(command.now)),
        appealedAt: toIso(command.now),
      },
    },
  ];
}
