import { given } from '../testing/decider-spec';
import { at, author, citizen, COMPLAINT_ID, filed, filedThen, iso, system } from '../testing/complaint-fixtures';
import type { WithdrawUpvoteCommand } from './withdraw-upvote.command';
import { withdrawUpvote } from './withdraw-upvote.decide';

const command = (overrides: Partial<WithdrawUpvoteCommand> = {}): WithdrawUpvoteCommand => ({
  type: 'WithdrawUpvote',
  complaintId: COMPLAINT_ID,
  actor: citizen,
  now: at(10),
  ...overrides,
});
const upvoted = { type: 'ComplaintUpvoted', data: { complaintId: COMPLAINT_ID, citizenId: citizen.id, upvotedAt: iso(5) } } as const;
const withdrawn = (minutes = 10) =>
  ({ type: 'ComplaintUpvoteWithdrawn', data: { complaintId: COMPLAINT_ID, citizenId: citizen.id, withdrawnAt: iso(minutes) } }) as const;

describe('withdraw upvote', () => {
  it('takes back a standing vote', () => {
    given(...filed(), upvoted).when(withdrawUpvote, command()).then([withdrawn()]);
  });

  it('takes back a vote even after the complaint was resolved', () => {
    given(...filed(), upvoted, ...filedThen('resolved').slice(2))
      .when(withdrawUpvote, command({ now: at(500) }))
      .then([withdrawn(500)]);
  });

  it('refuses when there is no vote to withdraw, also after a withdrawal', () => {
    given(...filed()).when(withdrawUpvote, command()).thenThrows('COMPLAINT.NOT_UPVOTED');
    given(...filed(), upvoted, withdrawn()).when(withdrawUpvote, command({ now: at(11) })).thenThrows('COMPLAINT.NOT_UPVOTED');
  });

  it('refuses the author (who cannot have voted) and the system', () => {
    given(...filed()).when(withdrawUpvote, command({ actor: author })).thenThrows('COMPLAINT.NOT_UPVOTED');
    given(...filed(), upvoted).when(withdrawUpvote, command({ actor: system })).thenThrows('COMPLAINT.CITIZEN_ONLY');
  });

  it('refuses a complaint that does not exist', () => {
    given().when(withdrawUpvote, command()).thenThrows('COMPLAINT.NOT_FOUND');
  });
});
