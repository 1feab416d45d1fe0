import { foldComplaint } from '../complaint.state';
import { given } from '../testing/decider-spec';
import { at, citizen, COMPLAINT_ID, iso, postFailed, socialHistory, system } from '../testing/complaint-fixtures';
import type { RecordSocialPostFailedCommand } from './record-social-post-failed.command';
import { recordSocialPostFailed } from './record-social-post-failed.decide';

const command = (overrides: Partial<RecordSocialPostFailedCommand> = {}): RecordSocialPostFailedCommand => ({
  type: 'RecordSocialPostFailed',
  complaintId: COMPLAINT_ID,
  actor: system,
  error: ' HTTP 503 from the instance ',
  retryable: true,
  now: at(12),
  ...overrides,
});

describe('record social post failed', () => {
  it('records a failed attempt of a scheduled post', () => {
    given(...socialHistory('scheduled')).when(recordSocialPostFailed, command()).then([postFailed()]);
    expect(foldComplaint([...socialHistory('scheduled'), postFailed()])).toMatchObject({
      socialStatus: 'failed',
      socialPost: { attempts: 1, lastError: { retryable: true } },
    });
  });

  it('records each further failed attempt', () => {
    given(...socialHistory('failed')).when(recordSocialPostFailed, command({ now: at(14), retryable: false })).then([
      { type: 'SocialPostFailed', data: { complaintId: COMPLAINT_ID, error: 'HTTP 503 from the instance', retryable: false, failedAt: iso(14) } },
    ]);
  });

  it('cuts a long error message and names an empty one', () => {
    const [long] = recordSocialPostFailed(command({ error: 'x'.repeat(900) }), foldComplaint(socialHistory('scheduled')));
    expect(long?.data.error).toHaveLength(500);
    const [empty] = recordSocialPostFailed(command({ error: ' ' }), foldComplaint(socialHistory('scheduled')));
    expect(empty?.data.error).toBe('Unknown error');
  });

  it('records nothing for a failure reported after the post went out', () => {
    given(...socialHistory('posted')).when(recordSocialPostFailed, command({ now: at(13) })).thenNothing();
  });

  it.each(['draft', 'screened', 'approved', 'rejected'] as const)('refuses a post that is %s, not scheduled', (status) => {
    given(...socialHistory(status)).when(recordSocialPostFailed, command()).thenThrows('COMPLAINT.INVALID_SOCIAL_TRANSITION');
  });

  it('refuses a complaint not meant for social media, a citizen, and a complaint that does not exist', () => {
    given(...socialHistory('not_requested')).when(recordSocialPostFailed, command()).thenThrows('COMPLAINT.NOT_FOR_SOCIAL');
    given(...socialHistory('scheduled')).when(recordSocialPostFailed, command({ actor: citizen })).thenThrows('COMPLAINT.STAFF_ONLY');
    given().when(recordSocialPostFailed, command()).thenThrows('COMPLAINT.NOT_FOUND');
  });
});
