import type { ComplaintStatus } from '@jan-seva/contracts';
import type { Actor } from '../shared/actor';

/** An administrator moves the complaint along its lifecycle (`changeStatusRequestSchema`). */
export interface ChangeStatusCommand {
  type: 'ChangeStatus';
  complaintId: string;
  actor: Actor;
  to: ComplaintStatus;
  /** Required for rejected and closed; a resolution note otherwise. */
  reason?: string;
  now: Date;
}
