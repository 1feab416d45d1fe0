import type { DuplicateReference } from '../complaint.events';
import type { Actor } from '../shared/actor';

/**
 * An administrator closes the complaint as a duplicate of another (FixMyStreet). The API
 * resolves `markDuplicateRequestSchema`'s registration number or id to the original and
 * checks it exists (404 otherwise); this stream cannot see the other one.
 */
export interface MarkDuplicateCommand {
  type: 'MarkDuplicate';
  complaintId: string;
  actor: Actor;
  original: DuplicateReference;
  now: Date;
}
