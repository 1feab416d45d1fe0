import type { Role } from '@jan-seva/contracts';
import { ComplaintError } from '../complaint.errors';
import type { Complaint, ComplaintState } from '../complaint.state';

/** 'system' is the portal acting by itself: automatic routing, the screening and posting workers. */
export type ActorRole = Role | 'system';

/** Who gives a command: the signed-in user from the JWT, or the system. */
export interface Actor {
  id: string;
  role: ActorRole;
}

export const SYSTEM_ACTOR_ID = 'system';
export const SYSTEM_ACTOR: Actor = { id: SYSTEM_ACTOR_ID, role: 'system' };

/** Commands other than filing need a complaint. */
export function requireComplaint(state: ComplaintState): Complaint {
  if (state.status === 'nonexistent') throw new ComplaintError('COMPLAINT.NOT_FOUND');
  return state;
}

export function requireAuthor(complaint: Complaint, actor: Actor): void {
  if (actor.role === 'system' || actor.id !== complaint.authorId) throw new ComplaintError('COMPLAINT.NOT_AUTHOR');
}

/** An administrator in person: moderation decisions, status changes, interim replies. */
export function requireAdmin(actor: Actor): void {
  if (actor.role !== 'admin') throw new ComplaintError('COMPLAINT.STAFF_ONLY');
}

/** An administrator or the system (the workers). */
export function requireStaff(actor: Actor): void {
  if (actor.role !== 'admin' && actor.role !== 'system') throw new ComplaintError('COMPLAINT.STAFF_ONLY');
}

/** A signed-in person (citizen or administrator), never the system. */
export function requirePerson(actor: Actor): void {
  if (actor.role === 'system') throw new ComplaintError('COMPLAINT.CITIZEN_ONLY');
}
