import { COMPLAINT_LIMITS } from '@jan-seva/contracts';
import { ComplaintError } from '../complaint.errors';
import type { ComplaintAssigned } from '../complaint.events';
import { isDisposedStatus } from '../complaint.rules';
import type { ComplaintState } from '../complaint.state';
import { requireComplaint, requireStaff } from '../shared/actor';
import { toIso } from '../shared/time';
import type { AssignDepartmentCommand } from './assign-department.command';

/** Assigning the department it already has records nothing. */
export function assignDepartment(command: AssignDepartmentCommand, state: ComplaintState): [] | [ComplaintAssigned] {
  requireStaff(command.actor);
  const complaint = requireComplaint(state);
  const department = command.department.trim().replace(/\s+/g, ' ');
  if (!department || department.length > COMPLAINT_LIMITS.department) {
    throw new ComplaintError('COMPLAINT.INVALID', { fields: { department: 'Please name the department' } });
  }
  if (department === complaint.department) return [];
  if (isDisposedStatus(complaint.status)) throw new ComplaintError('COMPLAINT.ALREADY_CLOSED');
  return [
    {
      type: 'ComplaintAssigned',
      data: { complaintId: complaint.complaintId, department, by: command.actor.id, assignedAt: toIso(command.now) },
    },
  ];
}
