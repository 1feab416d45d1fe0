import { given } from '../testing/decider-spec';
import { admin, at, citizen, COMPLAINT_ID, complaintFiled, filed, filedThen, iso, system } from '../testing/complaint-fixtures';
import type { AssignDepartmentCommand } from './assign-department.command';
import { assignDepartment } from './assign-department.decide';

const command = (overrides: Partial<AssignDepartmentCommand> = {}): AssignDepartmentCommand => ({
  type: 'AssignDepartment',
  complaintId: COMPLAINT_ID,
  actor: admin,
  department: ' Municipal  Corporation ',
  now: at(40),
  ...overrides,
});
const assigned = (department = 'Municipal Corporation', by = admin.id) => ({
  type: 'ComplaintAssigned' as const,
  data: { complaintId: COMPLAINT_ID, department, by, assignedAt: iso(40) },
});

describe('assign department', () => {
  it('sends the complaint to another department', () => {
    given(...filed()).when(assignDepartment, command()).then([assigned()]);
  });

  it("routes an 'Other' complaint that is still auto-assigned", () => {
    given(complaintFiled({ category: 'Other' })).when(assignDepartment, command()).then([assigned()]);
  });

  it('can be done by the system', () => {
    given(...filed()).when(assignDepartment, command({ actor: system })).then([assigned('Municipal Corporation', 'system')]);
  });

  it('records nothing when the department does not change', () => {
    given(...filed()).when(assignDepartment, command({ department: 'Jal Board / Water Supply Department' })).thenNothing();
  });

  it('works while under review or in progress', () => {
    given(...filedThen('in_progress')).when(assignDepartment, command()).then([assigned()]);
  });

  it.each(['resolved', 'rejected', 'closed'] as const)('refuses once %s', (status) => {
    given(...filedThen(status)).when(assignDepartment, command()).thenThrows('COMPLAINT.ALREADY_CLOSED');
  });

  it('refuses a citizen', () => {
    given(...filed()).when(assignDepartment, command({ actor: citizen })).thenThrows('COMPLAINT.STAFF_ONLY');
  });

  it('refuses a blank department and a complaint that does not exist', () => {
    given(...filed()).when(assignDepartment, command({ department: '  ' })).thenThrows('COMPLAINT.INVALID');
    given().when(assignDepartment, command()).thenThrows('COMPLAINT.NOT_FOUND');
  });
});
