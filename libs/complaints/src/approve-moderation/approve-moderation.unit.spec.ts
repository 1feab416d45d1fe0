import { given } from '../testing/decider-spec';
import { admin, approved, at, citizen, COMPLAINT_ID, iso, socialHistory, system } from '../testing/complaint-fixtures';
import type { ApproveModerationCommand } from './approve-moderation.command';
import { approveModeration } from './approve-moderation.decide';

const command = (overrides: Partial<ApproveModerationCommand> = {}): ApproveModerationCommand => ({
  type: 'ApproveModeration',
  complaintId: COMPLAINT_ID,
  actor: admin,
  now: at(10),
  ...overrides,
});

describe('approve moderation', () => {
  it('approves a screened complaint for posting', () => {
    given(...socialHistory('screened')).when(approveModeration, command()).then([approved()]);
  });

  it('lets a moderator change their mind after a rejection', () => {
    given(...socialHistory('rejected'))
      .when(approveModeration, command({ now: at(15) }))
      .then([{ type: 'ComplaintModerationApproved', data: { complaintId: COMPLAINT_ID, by: admin.id, approvedAt: iso(15) } }]);
  });

  it('records nothing when approved already', () => {
    given(...socialHistory('approved')).when(approveModeration, command({ now: at(15) })).thenNothing();
  });

  it('refuses before the screening', () => {
    given(...socialHistory('draft')).when(approveModeration, command()).thenThrows('COMPLAINT.NOT_SCREENED');
  });

  it.each(['scheduled', 'failed', 'posted'] as const)('refuses once the post is %s', (status) => {
    given(...socialHistory(status)).when(approveModeration, command({ now: at(20) })).thenThrows('COMPLAINT.INVALID_SOCIAL_TRANSITION');
  });

  it('refuses a complaint not meant for social media', () => {
    given(...socialHistory('not_requested')).when(approveModeration, command()).thenThrows('COMPLAINT.NOT_FOR_SOCIAL');
  });

  it('refuses the workers (they never publish by themselves) and citizens', () => {
    given(...socialHistory('screened')).when(approveModeration, command({ actor: system })).thenThrows('COMPLAINT.STAFF_ONLY');
    given(...socialHistory('screened')).when(approveModeration, command({ actor: citizen })).thenThrows('COMPLAINT.STAFF_ONLY');
  });

  it('refuses a complaint that does not exist', () => {
    given().when(approveModeration, command()).thenThrows('COMPLAINT.NOT_FOUND');
  });
});
