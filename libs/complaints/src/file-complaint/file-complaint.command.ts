import type { ComplaintCategory, Urgency } from '@jan-seva/contracts';
import type { Actor } from '../shared/actor';

/**
 * File a complaint. The API validates the request with contracts' `fileComplaintRequestSchema`
 * and, in the append's transaction, takes the next registration number from
 * `complaint_registration_counters` (see the migration), picks the id (UUID) and computes the
 * author's public name with `publicDisplayName(firstName, lastName)`.
 */
export interface FileComplaintCommand {
  type: 'FileComplaint';
  complaintId: string;
  registrationNumber: string;
  /** The signed-in citizen (or administrator) filing it: the author. */
  actor: Actor;
  authorDisplayName: string;
  title: string;
  description: string;
  category: ComplaintCategory;
  location?: string;
  /** Default 'medium' (spec). */
  urgency?: Urgency;
  /** Default true: the form's box is checked by default (spec). */
  postToSocial?: boolean;
  now: Date;
}
