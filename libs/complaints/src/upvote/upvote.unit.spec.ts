import { foldComplaint } from '../complaint.state';
import { given } from '../testing/decider-spec';
import { admin, at, author, citizen, COMPLAINT_ID, filed, filedThen, iso, system } from '../testing/complaint-fixtures';
import type { UpvoteCommand } from './upvote.command';
import { upvote } from './upvote.decide';

const command = (overrides: Partial<UpvoteCommand> = {}): UpvoteCommand => ({
  type: 'Upvote',
  complaintId: COMPLAINT_ID,
  actor: citizen,
  now: at(5),
  ...overrides,
});
const upvoted = (citizenId = citizen.id, minutes = 5) =>
  ({ type: 'ComplaintUpvoted', data: { complaintId: COMPLAINT_ID, citizenId, upvotedAt: iso(minutes) } }) as const;

describe('upvote', () => {
  it("records another citizen's vote", () => {
    given(...filed()).when(upvote, command()).then([upvoted()]);
  });

  it('counts each citizen once: a second vote records nothing', () => {
    given(...filed(), upvoted()).when(upvote, command({ now: at(6) })).thenNothing();
  });

  it('takes a vote again after it was withdrawn', () => {
    given(...filed(), upvoted(), {
      type: 'ComplaintUpvoteWithdrawn',
      data: { complaintId: COMPLAINT_ID, citizenId: citizen.id, withdrawnAt: iso(6) },
    })
      .when(upvote, command({ now: at(7) }))
      .then([upvoted(citizen.id, 7)]);
  });

  it('counts votes of different citizens', () => {
    const state = foldComplaint([...filed(), upvoted(), upvoted(admin.id)]);
    expect(state).toMatchObject({ upvotes: 2 });
  });

  it('refuses the author voting for their own complaint', () => {
    expect(given(...filed()).when(upvote, command({ actor: author })).thenThrows('COMPLAINT.OWN_COMPLAINT').kind).toBe('forbidden');
  });

  it('takes votes in every open status', () => {
    for (const status of ['under_review', 'in_progress'] as const) {
      given(...filedThen(status)).when(upvote, command({ now: at(200) })).then([upvoted(citizen.id, 200)]);
    }
  });

  it.each(['resolved', 'rejected', 'closed'] as const)('refuses a new vote once %s', (status) => {
    given(...filedThen(status)).when(upvote, command()).thenThrows('COMPLAINT.ALREADY_CLOSED');
  });

  it('refuses the system and a complaint that does not exist', () => {
    given(...filed()).when(upvote, command({ actor: system })).thenThrows('COMPLAINT.CITIZEN_ONLY');
    given().when(upvote, command()).thenThrows('COMPLAINT.NOT_FOUND');
  });
});
