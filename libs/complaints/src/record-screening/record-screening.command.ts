import type { Actor } from '../shared/actor';

/**
 * The complaint-moderation worker (system actor) asks for the complaint's current text to be
 * screened. The decider runs the screening itself (it is a pure function of the text), so the
 * worker cannot record a result for a text the complaint no longer has.
 */
export interface RecordScreeningCommand {
  type: 'RecordScreening';
  complaintId: string;
  actor: Actor;
  /** The deployment's additions to, and exceptions from, the built-in abuse word lists. */
  abuseWords?: { extra?: readonly string[]; allowed?: readonly string[] };
  now: Date;
}
