import type { Actor } from '../shared/actor';

/**
 * CPGRAMS interim reply: the office says what it is doing and by when the citizen can expect
 * the final disposal (`interimReplyRequestSchema`).
 */
export interface GiveInterimReplyCommand {
  type: 'GiveInterimReply';
  complaintId: string;
  actor: Actor;
  text: string;
  expectedBy: Date;
  now: Date;
}
