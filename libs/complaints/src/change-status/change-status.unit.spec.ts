import { COMPLAINT_STATUSES, type ComplaintStatus } from '@jan-seva/contracts';
import { STATUS_TRANSITIONS } from '../complaint.rules';
import { given } from '../testing/decider-spec';
import { admin, at, author, COMPLAINT_ID, filed, filedThen, iso, system } from '../testing/complaint-fixtures';
import type { ChangeStatusCommand } from './change-status.command';
import { changeStatus } from './change-status.decide';

const command = (to: ComplaintStatus, overrides: Partial<ChangeStatusCommand> = {}): ChangeStatusCommand => ({
  type: 'ChangeStatus',
  complaintId: COMPLAINT_ID,
  actor: admin,
  to,
  reason: 'Checked on site',
  now: at(300),
  ...overrides,
});
const changed = (from: ComplaintStatus, to: ComplaintStatus, reason = 'Checked on site') => ({
  type: 'ComplaintStatusChanged' as const,
  data: { complaintId: COMPLAINT_ID, from, to, reason, by: admin.id, changedAt: iso(300) },
});

const legal: [ComplaintStatus, ComplaintStatus][] = [
  ['pending', 'under_review'],
  ['pending', 'in_progress'],
  ['pending', 'rejected'],
  ['pending', 'closed'],
  ['under_review', 'in_progress'],
  ['under_review', 'resolved'],
  ['under_review', 'rejected'],
  ['under_review', 'closed'],
  ['in_progress', 'resolved'],
  ['in_progress', 'closed'],
];
const isLegal = (from: ComplaintStatus, to: ComplaintStatus) => legal.some(([f, t]) => f === from && t === to);
const illegal = COMPLAINT_STATUSES.flatMap((from) =>
  COMPLAINT_STATUSES.filter((to) => to !== from && !isLegal(from, to)).map((to): [ComplaintStatus, ComplaintStatus] => [from, to]),
);

describe('change status', () => {
  it('has exactly the documented moves', () => {
    const table = Object.entries(STATUS_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => [from, to]));
    expect(table).toEqual(legal);
  });

  it.each(legal)('moves a complaint from %s to %s', (from, to) => {
    given(...filedThen(from)).when(changeStatus, command(to)).then([changed(from, to)]);
  });

  it.each(illegal)('refuses to move a complaint from %s to %s, saying why (422)', (from, to) => {
    const error = given(...filedThen(from)).when(changeStatus, command(to)).thenThrows('COMPLAINT.INVALID_TRANSITION');
    expect(error.kind).toBe('unprocessable');
    expect(error.message).not.toBe('This status change is not allowed');
  });

  it('explains that a disposed complaint reopens only by appeal', () => {
    given(...filedThen('resolved'))
      .when(changeStatus, command('in_progress'))
      .thenThrows('COMPLAINT.INVALID_TRANSITION', "This complaint is resolved; only the citizen's appeal can reopen it");
  });

  it('explains why a pending complaint cannot be resolved straight away', () => {
    given(...filed())
      .when(changeStatus, command('resolved'))
      .thenThrows('COMPLAINT.INVALID_TRANSITION', 'A pending complaint must be reviewed or worked on before it is resolved');
  });

  it.each(COMPLAINT_STATUSES)('records nothing when the complaint is already %s', (status) => {
    given(...filedThen(status)).when(changeStatus, command(status)).thenNothing();
  });

  it.each(['rejected', 'closed'] as const)('refuses to make a complaint %s without a reason', (to) => {
    const error = given(...filedThen('under_review')).when(changeStatus, command(to, { reason: '  ' })).thenThrows('COMPLAINT.INVALID');
    expect(error.fields).toEqual({ reason: 'Please give a reason' });
  });

  it('resolves without a note, and leaves the reason out', () => {
    given(...filedThen('in_progress'))
      .when(changeStatus, command('resolved', { reason: undefined }))
      .then([{ type: 'ComplaintStatusChanged', data: { complaintId: COMPLAINT_ID, from: 'in_progress', to: 'resolved', by: admin.id, changedAt: iso(300) } }]);
  });

  it('refuses citizens, the author and the system', () => {
    given(...filed()).when(changeStatus, command('under_review', { actor: author })).thenThrows('COMPLAINT.STAFF_ONLY');
    given(...filed()).when(changeStatus, command('under_review', { actor: system })).thenThrows('COMPLAINT.STAFF_ONLY');
  });

  it('refuses a complaint that does not exist', () => {
    given().when(changeStatus, command('under_review')).thenThrows('COMPLAINT.NOT_FOUND');
  });
});
