import { REGISTRATION_NUMBER_PATTERN } from '@jan-seva/contracts';
import { ComplaintError } from '../complaint.errors';
import type { ComplaintMarkedDuplicate, ComplaintStatusChanged } from '../complaint.events';
import { isDisposedStatus } from '../complaint.rules';
import type { ComplaintState } from '../complaint.state';
import { requireAdmin, requireComplaint } from '../shared/actor';
import { toIso } from '../shared/time';
import type { MarkDuplicateCommand } from './mark-duplicate.command';

/** Marking closes the complaint with a reason that names the original's registration number. */
export function markDuplicate(
  command: MarkDuplicateCommand,
  state: ComplaintState,
): [] | [ComplaintMarkedDuplicate, ComplaintStatusChanged] {
  requireAdmin(command.actor);
  const complaint = requireComplaint(state);
  const { complaintId, registrationNumber } = command.original;
  if (complaintId === complaint.complaintId || registrationNumber === complaint.registrationNumber) {
    throw new ComplaintError('COMPLAINT.DUPLICATE_OF_ITSELF');
  }
  if (complaint.duplicateOf?.complaintId === complaintId) return [];
  if (isDisposedStatus(complaint.status)) throw new ComplaintError('COMPLAINT.ALREADY_CLOSED');
  if (!REGISTRATION_NUMBER_PATTERN.test(registrationNumber)) {
    throw new ComplaintError('COMPLAINT.INVALID', { fields: { duplicateOf: 'Malformed registration number' } });
  }
  const at = toIso(command.now);
  const by = command.actor.id;
  return [
    {
      type: 'ComplaintMarkedDuplicate',
      data: { complaintId: complaint.complaintId, duplicateOf: { complaintId, registrationNumber }, by, markedAt: at },
    },
    {
      type: 'ComplaintStatusChanged',
      data: {
        complaintId: complaint.complaintId,
        from: complaint.status,
        to: 'closed',
        reason: `Duplicate of ${registrationNumber}`,
        by,
        changedAt: at,
      },
    },
  ];
}
