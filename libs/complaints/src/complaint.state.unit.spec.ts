import { COMPLAINT_ID, DAY, filed, filedThen, iso, at, AUTHOR_ID, CITIZEN_ID, socialHistory, screened, complaintFiled } from './testing/complaint-fixtures';
import type { ComplaintEvent } from './complaint.events';
import { evolve, foldComplaint, initialComplaintState, isOverdue, isPubliclyListed, screeningTextOf, type Complaint } from './complaint.state';

const complaint = (...events: ComplaintEvent[]): Complaint => {
  const state = foldComplaint([...filed(), ...events]);
  if (state.status === 'nonexistent') throw new Error('expected a complaint');
  return state;
};
const upvoted = (citizenId: string): ComplaintEvent => ({ type: 'ComplaintUpvoted', data: { complaintId: COMPLAINT_ID, citizenId, upvotedAt: iso(1) } });
const withdrawn = (citizenId: string): ComplaintEvent => ({
  type: 'ComplaintUpvoteWithdrawn',
  data: { complaintId: COMPLAINT_ID, citizenId, withdrawnAt: iso(2) },
});

describe('evolve', () => {
  it('builds a new complaint: pending, draft, auto-assigned then routed, zero votes', () => {
    expect(foldComplaint(filed())).toEqual({
      status: 'pending',
      complaintId: COMPLAINT_ID,
      registrationNumber: 'JS-2026-000123',
      authorId: AUTHOR_ID,
      authorDisplayName: 'Asha V.',
      title: 'No water supply for a week',
      description: 'There has been no water in Ward 14 of Aliganj since Monday; the tanker never comes.',
      category: 'Water Supply',
      location: 'Aliganj, Lucknow',
      urgency: 'medium',
      postToSocial: true,
      department: 'Jal Board / Water Supply Department',
      departmentAssignedBy: 'system',
      tags: ['there', 'been', 'water'],
      filedAt: iso(0),
      originalDueAt: iso(7 * DAY),
      dueAt: iso(7 * DAY),
      revision: 0,
      disposedAt: null,
      voters: {},
      upvotes: 0,
      commentIds: {},
      comments: 0,
      evidence: {},
      interimReply: null,
      feedback: null,
      appeal: null,
      duplicateOf: null,
      socialStatus: 'draft',
      screening: null,
      moderation: null,
      socialPost: null,
      updatedAt: iso(0),
    });
    expect(foldComplaint([complaintFiled({ category: 'Other' })])).toMatchObject({ department: 'Auto-assigned' });
  });

  it('ignores events before the filing and a second filing', () => {
    expect(evolve(initialComplaintState(), upvoted(CITIZEN_ID))).toEqual({ status: 'nonexistent' });
    const state = complaint();
    expect(evolve(state, complaintFiled({ title: 'Other' }))).toBe(state);
  });

  it('counts votes as a set of citizens', () => {
    const state = complaint(upvoted(CITIZEN_ID), upvoted(CITIZEN_ID), upvoted('c2'), withdrawn(CITIZEN_ID), withdrawn(CITIZEN_ID));
    expect(state).toMatchObject({ upvotes: 1, voters: { c2: true } });
  });

  it('remembers when it was disposed, and forgets it when reopened', () => {
    expect(foldComplaint(filedThen('resolved'))).toMatchObject({ status: 'resolved', disposedAt: iso(62) });
    expect(foldComplaint(filedThen('in_progress'))).toMatchObject({ disposedAt: null });
  });

  it('ignores a screening of an older text revision', () => {
    const edited: ComplaintEvent = {
      type: 'ComplaintUpdated',
      data: { complaintId: COMPLAINT_ID, changes: { title: 'New' }, revision: 1, updatedAt: iso(3) },
    };
    expect(complaint(edited, screened(4))).toMatchObject({ screening: null, socialStatus: 'draft' });
  });
});

describe('isOverdue', () => {
  it('is true for an open complaint past its deadline, and never for a disposed one', () => {
    const open = foldComplaint(filed());
    expect(isOverdue(open, at(7 * DAY))).toBe(false);
    expect(isOverdue(open, at(7 * DAY + 1))).toBe(true);
    expect(isOverdue(foldComplaint(filedThen('resolved')), at(30 * DAY))).toBe(false);
    expect(isOverdue(initialComplaintState(), at(30 * DAY))).toBe(false);
  });
});

describe('isPubliclyListed', () => {
  it.each([
    ['not_requested', true],
    ['draft', false],
    ['screened', false],
    ['rejected', false],
    ['approved', true],
    ['scheduled', true],
    ['posted', true],
    ['failed', true],
  ] as const)('a complaint whose social post is %s is listed: %s', (status, listed) => {
    expect(isPubliclyListed(foldComplaint(socialHistory(status)))).toBe(listed);
  });
});

it('screens the title, the description and the location', () => {
  expect(screeningTextOf({ title: 'T', description: 'D', location: 'L' })).toBe('T\n\nD\n\nLocation: L');
  expect(screeningTextOf({ title: 'T', description: 'D', location: null })).toBe('T\n\nD');
});
