import type { Actor } from '../shared/actor';

/** The social-post worker reports a failed attempt; `retryable` false for a permanent refusal. */
export interface RecordSocialPostFailedCommand {
  type: 'RecordSocialPostFailed';
  complaintId: string;
  actor: Actor;
  error: string;
  retryable: boolean;
  now: Date;
}
