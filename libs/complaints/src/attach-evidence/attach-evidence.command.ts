import type { EvidenceKind } from '@jan-seva/contracts';
import type { Actor } from '../shared/actor';

/**
 * Record a file the API has already checked (type by content, size) and stored outside the
 * web root under a random name (POST /api/complaints/:id/evidence). `evidenceId` is the
 * API's UUID for the file; a retry with the same id records nothing.
 */
export interface AttachEvidenceCommand {
  type: 'AttachEvidence';
  complaintId: string;
  actor: Actor;
  evidenceId: string;
  kind: EvidenceKind;
  mime: string;
  size: number;
  storedName: string;
  now: Date;
}
