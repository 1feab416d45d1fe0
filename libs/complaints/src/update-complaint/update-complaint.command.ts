import type { ComplaintChanges } from '../complaint.events';
import type { Actor } from '../shared/actor';

/** The author edits the complaint (PUT /api/complaints/:id, `updateComplaintRequestSchema`). */
export interface UpdateComplaintCommand {
  type: 'UpdateComplaint';
  complaintId: string;
  actor: Actor;
  changes: ComplaintChanges;
  now: Date;
}
