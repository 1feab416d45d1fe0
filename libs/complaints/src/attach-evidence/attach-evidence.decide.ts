import { EVIDENCE_RULES, MAX_EVIDENCE_PER_COMPLAINT } from '@jan-seva/contracts';
import { ComplaintError } from '../complaint.errors';
import type { ComplaintEvidenceAttached } from '../complaint.events';
import { isOpenStatus } from '../complaint.rules';
import type { ComplaintState } from '../complaint.state';
import { requireAuthor, requireComplaint } from '../shared/actor';
import { toIso } from '../shared/time';
import type { AttachEvidenceCommand } from './attach-evidence.command';

/** The author (or an administrator, e.g. a photo of the repair) while the complaint is open. */
export function attachEvidence(command: AttachEvidenceCommand, state: ComplaintState): [] | [ComplaintEvidenceAttached] {
  const complaint = requireComplaint(state);
  if (command.actor.role !== 'admin') requireAuthor(complaint, command.actor);
  if (Object.hasOwn(complaint.evidence, command.evidenceId)) return [];
  if (!isOpenStatus(complaint.status)) throw new ComplaintError('COMPLAINT.ALREADY_CLOSED');
  if (Object.keys(complaint.evidence).length >= MAX_EVIDENCE_PER_COMPLAINT) throw new ComplaintError('COMPLAINT.EVIDENCE_LIMIT');

  const { evidenceId, kind, mime, size, storedName, actor, now } = command;
  const rule = Object.hasOwn(EVIDENCE_RULES, kind) ? EVIDENCE_RULES[kind] : undefined;
  const typeAccepted = rule !== undefined && (rule.mimeTypes as readonly string[]).includes(mime);
  if (!typeAccepted || !Number.isInteger(size) || size <= 0 || size > rule.maxBytes || !storedName) {
    throw new ComplaintError('COMPLAINT.EVIDENCE_INVALID', { fields: { file: typeAccepted ? 'File size not accepted' : 'File type not accepted' } });
  }
  return [
    {
      type: 'ComplaintEvidenceAttached',
      data: {
        complaintId: complaint.complaintId,
        evidenceId,
        kind,
        mime,
        size,
        storedName,
        attachedBy: actor.id,
        attachedAt: toIso(now),
      },
    },
  ];
}
