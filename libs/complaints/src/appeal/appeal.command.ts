import type { Actor } from '../shared/actor';

/** The author appeals against the disposal (`appealRequestSchema`). */
export interface AppealCommand {
  type: 'Appeal';
  complaintId: string;
  actor: Actor;
  reason: string;
  now: Date;
}
