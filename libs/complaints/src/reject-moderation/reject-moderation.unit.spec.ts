import { given } from '../testing/decider-spec';
import { admin, at, citizen, COMPLAINT_ID, iso, moderationRejected, socialHistory, system } from '../testing/complaint-fixtures';
import type { RejectModerationCommand } from './reject-moderation.command';
import { rejectModeration } from './reject-moderation.decide';

const command = (overrides: Partial<RejectModerationCommand> = {}): RejectModerationCommand => ({
  type: 'RejectModeration',
  complaintId: COMPLAINT_ID,
  actor: admin,
  reason: ' Names a private person ',
  now: at(10),
  ...overrides,
});
const rejectedAt = (minutes: number) => ({
  type: 'ComplaintModerationRejected' as const,
  data: { complaintId: COMPLAINT_ID, by: admin.id, reason: 'Names a private person', rejectedAt: iso(minutes) },
});

describe('reject moderation', () => {
  it('rejects a screened complaint with a reason', () => {
    given(...socialHistory('screened')).when(rejectModeration, command()).then([moderationRejected()]);
  });

  it('withdraws an approval not yet sent, and stops retrying a failed post', () => {
    given(...socialHistory('approved')).when(rejectModeration, command({ now: at(11) })).then([rejectedAt(11)]);
    given(...socialHistory('failed')).when(rejectModeration, command({ now: at(13) })).then([rejectedAt(13)]);
  });

  it('records nothing when rejected already', () => {
    given(...socialHistory('rejected')).when(rejectModeration, command({ now: at(11) })).thenNothing();
  });

  it('refuses before the screening', () => {
    given(...socialHistory('draft')).when(rejectModeration, command()).thenThrows('COMPLAINT.NOT_SCREENED');
  });

  it.each(['scheduled', 'posted'] as const)('refuses once the post is %s', (status) => {
    given(...socialHistory(status)).when(rejectModeration, command({ now: at(20) })).thenThrows('COMPLAINT.INVALID_SOCIAL_TRANSITION');
  });

  it('refuses without a reason', () => {
    const error = given(...socialHistory('screened')).when(rejectModeration, command({ reason: ' ' })).thenThrows('COMPLAINT.INVALID');
    expect(error.fields).toEqual({ reason: 'Please give a reason' });
  });

  it('refuses a complaint not meant for social media', () => {
    given(...socialHistory('not_requested')).when(rejectModeration, command()).thenThrows('COMPLAINT.NOT_FOR_SOCIAL');
  });

  it('refuses the workers and citizens', () => {
    given(...socialHistory('screened')).when(rejectModeration, command({ actor: system })).thenThrows('COMPLAINT.STAFF_ONLY');
    given(...socialHistory('screened')).when(rejectModeration, command({ actor: citizen })).thenThrows('COMPLAINT.STAFF_ONLY');
  });

  it('refuses a complaint that does not exist', () => {
    given().when(rejectModeration, command()).thenThrows('COMPLAINT.NOT_FOUND');
  });
});
