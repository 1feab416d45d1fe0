import type { Actor } from '../shared/actor';

/** An administrator (or the system's routing) sends the complaint to a department. */
export interface AssignDepartmentCommand {
  type: 'AssignDepartment';
  complaintId: string;
  actor: Actor;
  department: string;
  now: Date;
}
