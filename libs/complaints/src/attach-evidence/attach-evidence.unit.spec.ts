import type { ComplaintEvidenceAttached } from '../complaint.events';
import { given } from '../testing/decider-spec';
import { admin, at, author, citizen, COMPLAINT_ID, filed, filedThen, iso } from '../testing/complaint-fixtures';
import type { AttachEvidenceCommand } from './attach-evidence.command';
import { attachEvidence } from './attach-evidence.decide';

const command = (overrides: Partial<AttachEvidenceCommand> = {}): AttachEvidenceCommand => ({
  type: 'AttachEvidence',
  complaintId: COMPLAINT_ID,
  actor: author,
  evidenceId: 'e1',
  kind: 'photo',
  mime: 'image/jpeg',
  size: 2_400_000,
  storedName: '3f9c2a7e1b.jpg',
  now: at(5),
  ...overrides,
});

const attached = (evidenceId: string, data: Partial<ComplaintEvidenceAttached['data']> = {}): ComplaintEvidenceAttached => ({
  type: 'ComplaintEvidenceAttached',
  data: {
    complaintId: COMPLAINT_ID,
    evidenceId,
    kind: 'photo',
    mime: 'image/jpeg',
    size: 2_400_000,
    storedName: '3f9c2a7e1b.jpg',
    attachedBy: author.id,
    attachedAt: iso(5),
    ...data,
  },
});

describe('attach evidence', () => {
  it("records the author's photo", () => {
    given(...filed()).when(attachEvidence, command()).then([attached('e1')]);
  });

  it('takes a voice note and a PDF document too', () => {
    given(...filed())
      .when(attachEvidence, command({ evidenceId: 'e2', kind: 'voice', mime: 'audio/ogg', size: 300_000 }))
      .then([attached('e2', { kind: 'voice', mime: 'audio/ogg', size: 300_000 })]);
    given(...filed())
      .when(attachEvidence, command({ evidenceId: 'e3', kind: 'document', mime: 'application/pdf' }))
      .then([attached('e3', { kind: 'document', mime: 'application/pdf' })]);
  });

  it('lets an administrator add evidence (a photo of the repair) while open', () => {
    given(...filedThen('in_progress'))
      .when(attachEvidence, command({ actor: admin }))
      .then([attached('e1', { attachedBy: admin.id })]);
  });

  it('records a retried upload once', () => {
    given(...filed(), attached('e1')).when(attachEvidence, command()).thenNothing();
  });

  it('refuses another citizen', () => {
    given(...filed()).when(attachEvidence, command({ actor: citizen })).thenThrows('COMPLAINT.NOT_AUTHOR');
  });

  it.each(['resolved', 'rejected', 'closed'] as const)('refuses new evidence once %s', (status) => {
    given(...filedThen(status)).when(attachEvidence, command()).thenThrows('COMPLAINT.ALREADY_CLOSED');
  });

  it('refuses an eleventh attachment', () => {
    const ten = Array.from({ length: 10 }, (_, i) => attached(`e${i}`));
    given(...filed(), ...ten).when(attachEvidence, command({ evidenceId: 'e10' })).thenThrows('COMPLAINT.EVIDENCE_LIMIT');
  });

  it.each([
    ['a type not allowed for the kind', { kind: 'photo', mime: 'application/pdf' }],
    ['an executable', { kind: 'document', mime: 'application/x-msdownload' }],
    ['a file over 10MB', { size: 10 * 1024 * 1024 + 1 }],
    ['an empty file', { size: 0 }],
  ] as const)('refuses %s', (_case, overrides) => {
    given(...filed()).when(attachEvidence, command(overrides)).thenThrows('COMPLAINT.EVIDENCE_INVALID');
  });

  it('refuses a complaint that does not exist', () => {
    given().when(attachEvidence, command()).thenThrows('COMPLAINT.NOT_FOUND');
  });
});
