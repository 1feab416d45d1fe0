import type { Actor } from '../shared/actor';

/** An administrator approves the screened, redacted text for posting (the moderation queue). */
export interface ApproveModerationCommand {
  type: 'ApproveModeration';
  complaintId: string;
  actor: Actor;
  now: Date;
}
