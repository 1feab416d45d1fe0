import fc from 'fast-check';
import type { ComplaintStatus } from '@jan-seva/contracts';
import { decide, type ComplaintCommand } from './complaint.decide';
import { ComplaintError } from './complaint.errors';
import type { ComplaintEvent } from './complaint.events';
import { canChangeStatus, isDisposedStatus, tagsFrom } from './complaint.rules';
import { evolve, initialComplaintState, type ComplaintState } from './complaint.state';
import type { Actor } from './shared/actor';
import { admin, at, author, COMPLAINT_ID, DAY, REGISTRATION_NUMBER, system } from './testing/complaint-fixtures';

/**
 * Properties over random command sequences: every event comes from a decider (so the histories
 * are the ones production can write) and the invariants hold after every step.
 */

const citizens: Actor[] = ['c1', 'c2', 'c3', 'c4', 'c5'].map((id) => ({ id, role: 'user' }));
const anyPerson = fc.constantFrom(author, admin, ...citizens);

type WithoutTime = ComplaintCommand extends infer C ? (C extends ComplaintCommand ? Omit<C, 'now' | 'complaintId'> : never) : never;

const filing: WithoutTime = {
  type: 'FileComplaint',
  registrationNumber: REGISTRATION_NUMBER,
  actor: author,
  authorDisplayName: 'Asha V.',
  title: 'Overflowing drain',
  description: 'The drain near the school overflows every evening',
  category: 'Sanitation',
};

const voteCommand: fc.Arbitrary<WithoutTime> = fc.record({
  type: fc.constantFrom('Upvote' as const, 'WithdrawUpvote' as const),
  actor: fc.constantFrom(author, ...citizens),
});

const command: fc.Arbitrary<WithoutTime> = fc.oneof(
  { arbitrary: voteCommand, weight: 3 },
  {
    arbitrary: fc.record({
      type: fc.constant('ChangeStatus' as const),
      actor: fc.constantFrom(admin, admin, admin, author),
      to: fc.constantFrom<ComplaintStatus>('pending', 'under_review', 'in_progress', 'resolved', 'rejected', 'closed'),
      reason: fc.constantFrom(undefined, 'Done on site', 'Done on site'),
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({ type: fc.constant('Appeal' as const), actor: fc.constantFrom(author, author, citizens[0]!), reason: fc.constant('Not fixed') }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('GiveFeedback' as const),
      actor: fc.constantFrom(author, author, citizens[0]!),
      rating: fc.integer({ min: 0, max: 6 }),
    }),
    weight: 2,
  },
  fc.record({
    type: fc.constant('Comment' as const),
    actor: anyPerson,
    commentId: fc.constantFrom('k1', 'k2', 'k3'),
    authorDisplayName: fc.constant('Someone S.'),
    text: fc.constantFrom('Same here', ' '),
  }),
  fc.record({
    type: fc.constant('UpdateComplaint' as const),
    actor: fc.constantFrom(author, citizens[0]!),
    changes: fc.record(
      {
        title: fc.constantFrom('Overflowing drain', 'Drain overflowing again'),
        urgency: fc.constantFrom('low' as const, 'high' as const),
        postToSocial: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
  }),
  { arbitrary: fc.record({ type: fc.constant('RecordScreening' as const), actor: fc.constant(system) }), weight: 2 },
  { arbitrary: fc.record({ type: fc.constant('ApproveModeration' as const), actor: fc.constant(admin) }), weight: 2 },
  fc.record({ type: fc.constant('RejectModeration' as const), actor: fc.constant(admin), reason: fc.constant('Private data') }),
  { arbitrary: fc.record({ type: fc.constant('ScheduleSocialPost' as const), actor: fc.constantFrom(system, admin) }), weight: 2 },
  {
    arbitrary: fc.record({
      type: fc.constant('RecordSocialPostPublished' as const),
      actor: fc.constant(system),
      channel: fc.constant('community' as const),
      postId: fc.constantFrom('p1', 'p2'),
    }),
    weight: 2,
  },
  fc.record({
    type: fc.constant('RecordSocialPostFailed' as const),
    actor: fc.constant(system),
    error: fc.constant('timeout'),
    retryable: fc.boolean(),
  }),
);

/** Mostly quick steps, sometimes long pauses (an appeal window is 30 days). */
const minutesBetween = fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 20 * DAY }));
const history = fc.array(fc.tuple(command, minutesBetween), { minLength: 1, maxLength: 80, size: 'max' });
const runs = { numRuns: 300 };

/** A plain check: `expect` in a loop of thousands of steps is slow. */
function invariant(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function run(
  steps: [WithoutTime, number][],
  check: (state: ComplaintState, events: ComplaintEvent[], all: ComplaintEvent[], before: ComplaintState) => void,
) {
  let state = initialComplaintState();
  let minutes = 0;
  const all: ComplaintEvent[] = [];
  for (const [withoutTime, delta] of [[filing, 0] as [WithoutTime, number], ...steps]) {
    minutes += delta;
    let events: ComplaintEvent[] = [];
    try {
      events = decide({ ...withoutTime, complaintId: COMPLAINT_ID, now: at(minutes) } as ComplaintCommand, state);
    } catch (error) {
      if (!(error instanceof ComplaintError)) throw error;
    }
    const before = state;
    state = events.reduce(evolve, state);
    all.push(...events);
    check(state, events, all, before);
  }
}

describe('complaint invariants', () => {
  it('the upvote count is the number of citizens who voted minus those who withdrew, never the author', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(voteCommand, fc.nat(5)), { maxLength: 120, size: 'max' }), (steps) => {
        const voters = new Set<string>();
        run(steps, (state, events) => {
          for (const event of events) {
            if (event.type === 'ComplaintUpvoted') {
              invariant(!voters.has(event.data.citizenId), 'a second vote by the same citizen');
              voters.add(event.data.citizenId);
            }
            if (event.type === 'ComplaintUpvoteWithdrawn') {
              invariant(voters.delete(event.data.citizenId), 'a withdrawal without a vote');
            }
          }
          if (state.status === 'nonexistent') return;
          invariant(state.upvotes === voters.size, `upvotes ${state.upvotes}, voters ${voters.size}`);
          const stateVoters = Object.keys(state.voters);
          invariant(stateVoters.length === voters.size && stateVoters.every((id) => voters.has(id)), 'voters differ');
          invariant(!voters.has(author.id), 'the author voted');
        });
      }),
      runs,
    );
  });

  it('the status only moves along the allowed transitions, or back to review by the one appeal', () => {
    fc.assert(
      fc.property(history, (steps) => {
        run(steps, (state, events, all, before) => {
          if (state.status === 'nonexistent' || before.status === 'nonexistent') return;
          let status = before.status;
          for (const event of events) {
            if (event.type === 'ComplaintStatusChanged') {
              invariant(event.data.from === status, `from ${event.data.from} while ${status}`);
              invariant(canChangeStatus(event.data.from, event.data.to), `${event.data.from} → ${event.data.to}`);
              if (event.data.to === 'rejected' || event.data.to === 'closed') invariant(!!event.data.reason, 'disposal without a reason');
              status = event.data.to;
            }
            if (event.type === 'ComplaintAppealed') {
              invariant(isDisposedStatus(status), `appeal while ${status}`);
              status = 'under_review';
            }
          }
          invariant(state.status === status, `state ${state.status}, events ${status}`);
          invariant((state.disposedAt !== null) === isDisposedStatus(state.status), 'disposedAt out of step');
          invariant(all.filter((event) => event.type === 'ComplaintAppealed').length <= 1, 'two appeals');
          invariant(all.filter((event) => event.type === 'ComplaintFeedbackGiven').length <= 1, 'two feedbacks');
        });
      }),
      runs,
    );
  });

  it('a post is published at most once, only the approved screening of the current text, only if the citizen asked', () => {
    fc.assert(
      fc.property(history, (steps) => {
        run(steps, (state, events, all, before) => {
          if (state.status === 'nonexistent' || before.status === 'nonexistent') return;
          invariant(all.filter((event) => event.type === 'SocialPostPublished').length <= 1, 'published twice');
          for (const event of events) {
            if (event.type === 'SocialPostScheduled' || event.type === 'SocialPostPublished' || event.type === 'ComplaintModerationApproved') {
              invariant(before.postToSocial, `${event.type} without postToSocial`);
            }
            if (event.type === 'ComplaintModerationApproved') {
              invariant(before.screening?.revision === before.revision, 'approval of a stale screening');
            }
            if (event.type === 'SocialPostScheduled') {
              invariant(before.moderation?.decision === 'approved' || before.socialStatus === 'failed', 'scheduled without approval');
              invariant(event.data.text === before.screening?.redactedText, 'scheduled another text');
            }
          }
          if (!state.postToSocial) invariant(state.socialStatus === 'not_requested', `social ${state.socialStatus} without postToSocial`);
        });
      }),
      runs,
    );
  });
});

describe('tags', () => {
  const word = fc.oneof(
    fc.constantFrom('Water', 'water!', 'ROAD', 'road,', 'a', 'of', 'the', 'पानी', 'बंद', '2026', 'H.No.', "don't", 'Pipeline'),
    fc.string({ maxLength: 8 }),
  );
  const qualifies = (token: string) => {
    const stripped = token.replace(/[^\p{L}\p{M}\p{N}]/gu, '').toLowerCase();
    return [...stripped].length > 3 && /\p{L}/u.test(stripped) ? stripped : null;
  };

  it('are the first three distinct qualifying words, lower-cased, in order', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 30 }), (words) => {
        const description = words.join(' ');
        const tags = tagsFrom(description);
        const candidates = [...new Set(description.split(/\s+/u).map(qualifies).filter((w): w is string => w !== null))];
        expect(tags).toEqual(candidates.slice(0, 3));
        for (const tag of tags) {
          expect(tag).toBe(tag.toLowerCase());
          expect([...tag].length).toBeGreaterThan(3);
        }
      }),
      { numRuns: 500 },
    );
  });
});
