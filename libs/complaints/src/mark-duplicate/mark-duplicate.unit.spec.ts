import { foldComplaint } from '../complaint.state';
import { given } from '../testing/decider-spec';
import {
  admin,
  at,
  citizen,
  COMPLAINT_ID,
  filed,
  filedThen,
  iso,
  OTHER_COMPLAINT_ID,
  REGISTRATION_NUMBER,
  system,
} from '../testing/complaint-fixtures';
import type { MarkDuplicateCommand } from './mark-duplicate.command';
import { markDuplicate } from './mark-duplicate.decide';

const original = { complaintId: OTHER_COMPLAINT_ID, registrationNumber: 'JS-2026-000098' };
const command = (overrides: Partial<MarkDuplicateCommand> = {}): MarkDuplicateCommand => ({
  type: 'MarkDuplicate',
  complaintId: COMPLAINT_ID,
  actor: admin,
  original,
  now: at(90),
  ...overrides,
});
const marked = (from: 'pending' | 'under_review' | 'in_progress' = 'pending') =>
  [
    { type: 'ComplaintMarkedDuplicate', data: { complaintId: COMPLAINT_ID, duplicateOf: original, by: admin.id, markedAt: iso(90) } },
    {
      type: 'ComplaintStatusChanged',
      data: { complaintId: COMPLAINT_ID, from, to: 'closed', reason: 'Duplicate of JS-2026-000098', by: admin.id, changedAt: iso(90) },
    },
  ] as const;

describe('mark duplicate', () => {
  it.each(['pending', 'under_review', 'in_progress'] as const)('closes a %s complaint with a reason naming the original', (status) => {
    given(...filedThen(status)).when(markDuplicate, command()).then([...marked(status)]);
  });

  it('leaves the complaint closed and pointing at the original', () => {
    expect(foldComplaint([...filed(), ...marked()])).toMatchObject({ status: 'closed', duplicateOf: original, disposedAt: iso(90) });
  });

  it('records nothing when marked again as a duplicate of the same original', () => {
    given(...filed(), ...marked()).when(markDuplicate, command({ now: at(91) })).thenNothing();
  });

  it.each(['resolved', 'rejected', 'closed'] as const)('refuses a complaint already %s', (status) => {
    given(...filedThen(status)).when(markDuplicate, command()).thenThrows('COMPLAINT.ALREADY_CLOSED');
  });

  it('refuses to make a complaint a duplicate of itself', () => {
    given(...filed())
      .when(markDuplicate, command({ original: { complaintId: COMPLAINT_ID, registrationNumber: REGISTRATION_NUMBER } }))
      .thenThrows('COMPLAINT.DUPLICATE_OF_ITSELF');
  });

  it('refuses a malformed registration number for the original', () => {
    given(...filed())
      .when(markDuplicate, command({ original: { complaintId: OTHER_COMPLAINT_ID, registrationNumber: '98' } }))
      .thenThrows('COMPLAINT.INVALID');
  });

  it('refuses citizens and the system', () => {
    given(...filed()).when(markDuplicate, command({ actor: citizen })).thenThrows('COMPLAINT.STAFF_ONLY');
    given(...filed()).when(markDuplicate, command({ actor: system })).thenThrows('COMPLAINT.STAFF_ONLY');
  });

  it('refuses a complaint that does not exist', () => {
    given().when(markDuplicate, command()).thenThrows('COMPLAINT.NOT_FOUND');
  });
});
