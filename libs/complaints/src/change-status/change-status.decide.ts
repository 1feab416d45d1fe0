import { COMPLAINT_LIMITS, STATUSES_NEEDING_REASON, type ComplaintStatus } from '@jan-seva/contracts';
import { ComplaintError } from '../complaint.errors';
import type { ComplaintStatusChanged } from '../complaint.events';
import { canChangeStatus, isDisposedStatus, STATUS_LABELS, STATUS_TRANSITIONS } from '../complaint.rules';
import type { ComplaintState } from '../complaint.state';
import { requireAdmin, requireComplaint } from '../shared/actor';
import { toIso } from '../shared/time';
import type { ChangeStatusCommand } from './change-status.command';

/**
 * The moves are in STATUS_TRANSITIONS (complaint.rules.ts). Setting the status it already
 * has records nothing, so a retried request is harmless; two administrators racing with
 * different moves are told apart by the stream version (409 for the second).
 */
export function changeStatus(command: ChangeStatusCommand, state: ComplaintState): [] | [ComplaintStatusChanged] {
  requireAdmin(command.actor);
  const complaint = requireComplaint(state);
  const from = complaint.status;
  const { to } = command;
  if (to === from) return [];
  if (!canChangeStatus(from, to)) throw new ComplaintError('COMPLAINT.INVALID_TRANSITION', { message: refusal(from, to) });

  const reason = command.reason?.trim() || undefined;
  if ((STATUSES_NEEDING_REASON as readonly ComplaintStatus[]).includes(to) && !reason) {
    throw new ComplaintError('COMPLAINT.INVALID', {
      message: `A complaint can be ${STATUS_LABELS[to]} only with a reason the citizen can read`,
      fields: { reason: 'Please give a reason' },
    });
  }
  if (reason && reason.length > COMPLAINT_LIMITS.reason) {
    throw new ComplaintError('COMPLAINT.INVALID', { fields: { reason: 'The reason is too long' } });
  }
  return [
    {
      type: 'ComplaintStatusChanged',
      data: {
        complaintId: complaint.complaintId,
        from,
        to,
        ...(reason ? { reason } : {}),
        by: command.actor.id,
        changedAt: toIso(command.now),
      },
    },
  ];
}

function refusal(from: ComplaintStatus, to: ComplaintStatus): string {
  if (isDisposedStatus(from)) {
    return `This complaint is ${STATUS_LABELS[from]}; only the citizen's appeal can reopen it`;
  }
  const allowed = STATUS_TRANSITIONS[from].map((status) => STATUS_LABELS[status]).join(', ');
  if (to === 'pending') return `A complaint cannot go back to pending; from ${STATUS_LABELS[from]} it can become ${allowed}`;
  if (to === 'resolved') return `A pending complaint must be reviewed or worked on before it is resolved`;
  return `A complaint that is ${STATUS_LABELS[from]} cannot become ${STATUS_LABELS[to]}; it can become ${allowed}`;
}
