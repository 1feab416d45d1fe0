import { foldComplaint, isOverdue } from '../complaint.state';
import { given } from '../testing/decider-spec';
import { admin, at, citizen, COMPLAINT_ID, DAY, filed, filedThen, iso } from '../testing/complaint-fixtures';
import type { GiveInterimReplyCommand } from './give-interim-reply.command';
import { giveInterimReply } from './give-interim-reply.decide';

const command = (overrides: Partial<GiveInterimReplyCommand> = {}): GiveInterimReplyCommand => ({
  type: 'GiveInterimReply',
  complaintId: COMPLAINT_ID,
  actor: admin,
  text: ' The main pipeline needs replacing; tender issued. ',
  expectedBy: at(25 * DAY),
  now: at(6 * DAY),
  ...overrides,
});
const replied = (expectedByMinutes = 25 * DAY) => ({
  type: 'ComplaintInterimReplyGiven' as const,
  data: {
    complaintId: COMPLAINT_ID,
    text: 'The main pipeline needs replacing; tender issued.',
    expectedBy: iso(expectedByMinutes),
    by: admin.id,
    repliedAt: iso(6 * DAY),
  },
});

describe('give interim reply', () => {
  it('records the reply and the date the citizen can expect, past the 21-day limit if need be', () => {
    given(...filedThen('in_progress')).when(giveInterimReply, command()).then([replied()]);
  });

  it('moves the deadline that counts for being overdue, and keeps the original one', () => {
    const state = foldComplaint([...filed(), replied()]);
    expect(state).toMatchObject({ dueAt: iso(25 * DAY), originalDueAt: iso(7 * DAY) });
    expect(isOverdue(state, at(8 * DAY))).toBe(false);
    expect(isOverdue(state, at(25 * DAY + 1))).toBe(true);
  });

  it('can be given again later with a new date', () => {
    given(...filed(), replied())
      .when(giveInterimReply, command({ expectedBy: at(35 * DAY) }))
      .then([replied(35 * DAY)]);
  });

  it('refuses a date in the past or more than 30 days ahead', () => {
    given(...filed()).when(giveInterimReply, command({ expectedBy: at(6 * DAY) })).thenThrows('COMPLAINT.INVALID');
    const error = given(...filed()).when(giveInterimReply, command({ expectedBy: at(36 * DAY + 1) })).thenThrows('COMPLAINT.INVALID');
    expect(error.fields?.expectedBy).toMatch(/at most 30 days/);
  });

  it('refuses an empty reply', () => {
    given(...filed()).when(giveInterimReply, command({ text: ' ' })).thenThrows('COMPLAINT.INVALID');
  });

  it.each(['resolved', 'rejected', 'closed'] as const)('refuses once %s', (status) => {
    given(...filedThen(status)).when(giveInterimReply, command()).thenThrows('COMPLAINT.ALREADY_CLOSED');
  });

  it('refuses a citizen and a complaint that does not exist', () => {
    given(...filed()).when(giveInterimReply, command({ actor: citizen })).thenThrows('COMPLAINT.STAFF_ONLY');
    given().when(giveInterimReply, command()).thenThrows('COMPLAINT.NOT_FOUND');
  });
});
