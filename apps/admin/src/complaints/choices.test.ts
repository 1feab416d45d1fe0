import '../test/reactAdminEnv';
import { COMPLAINT_STATUSES } from '@jan-seva/contracts';
import { NEXT_STATUSES, needsReason, nextStatusChoices } from './choices';
import { INTERIM_REPLY_MAX_DAYS } from './InterimReplyButton';

// The domain's rules, read from the source (its package index brings the event store, which a
// browser bundle must not, so the console keeps its own copy and this test keeps them equal).
const rules = jest.requireActual<{
  STATUS_TRANSITIONS: Record<string, readonly string[]>;
  INTERIM_REPLY_MAX_DAYS: number;
}>('../../../../libs/complaints/src/complaint.rules');

describe('complaint choices', () => {
  it('offers exactly the status moves the domain allows', () => {
    expect(NEXT_STATUSES).toEqual(rules.STATUS_TRANSITIONS);
    for (const status of COMPLAINT_STATUSES) {
      expect(nextStatusChoices(status).map((choice) => choice.id)).toEqual(rules.STATUS_TRANSITIONS[status]);
    }
  });

  it('asks a reason for rejected and closed only', () => {
    expect(COMPLAINT_STATUSES.filter(needsReason)).toEqual(['rejected', 'closed']);
  });

  it('limits interim replies as the domain does', () => {
    expect(INTERIM_REPLY_MAX_DAYS).toBe(rules.INTERIM_REPLY_MAX_DAYS);
  });
});
