import type { Actor } from '../shared/actor';

/** The author rates the handling of the complaint (`feedbackRequestSchema`). */
export interface GiveFeedbackCommand {
  type: 'GiveFeedback';
  complaintId: string;
  actor: Actor;
  /** 1 to 5. */
  rating: number;
  comment?: string;
  now: Date;
}
