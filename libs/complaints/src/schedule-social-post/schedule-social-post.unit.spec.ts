import { given } from '../testing/decider-spec';
import { admin, at, citizen, COMPLAINT_ID, filed, postFailed, scheduled, screened, approved, socialHistory, system } from '../testing/complaint-fixtures';
import type { ScheduleSocialPostCommand } from './schedule-social-post.command';
import { scheduleSocialPost } from './schedule-social-post.decide';

const command = (overrides: Partial<ScheduleSocialPostCommand> = {}): ScheduleSocialPostCommand => ({
  type: 'ScheduleSocialPost',
  complaintId: COMPLAINT_ID,
  actor: system,
  now: at(11),
  ...overrides,
});

describe('schedule social post', () => {
  it('hands the approved redacted text to the social-post worker as attempt 1', () => {
    given(...socialHistory('approved')).when(scheduleSocialPost, command()).then([scheduled()]);
  });

  it('retries a retryable failure as the next attempt', () => {
    given(...socialHistory('failed')).when(scheduleSocialPost, command({ now: at(20) })).then([scheduled(20, 2)]);
  });

  it('leaves a permanent failure to an administrator', () => {
    const history = [...filed(), screened(), approved(), scheduled(), postFailed(12, false)];
    given(...history).when(scheduleSocialPost, command({ now: at(20) })).thenThrows('COMPLAINT.INVALID_SOCIAL_TRANSITION', /administrator/);
    given(...history).when(scheduleSocialPost, command({ actor: admin, now: at(20) })).then([scheduled(20, 2)]);
  });

  it.each(['scheduled', 'posted'] as const)('records nothing when the post is %s already (never twice)', (status) => {
    given(...socialHistory(status)).when(scheduleSocialPost, command({ now: at(20) })).thenNothing();
  });

  it.each(['draft', 'screened', 'rejected'] as const)('refuses a post that is %s, not approved', (status) => {
    given(...socialHistory(status)).when(scheduleSocialPost, command()).thenThrows('COMPLAINT.INVALID_SOCIAL_TRANSITION');
  });

  it('refuses a complaint not meant for social media, a citizen, and a complaint that does not exist', () => {
    given(...socialHistory('not_requested')).when(scheduleSocialPost, command()).thenThrows('COMPLAINT.NOT_FOR_SOCIAL');
    given(...socialHistory('approved')).when(scheduleSocialPost, command({ actor: citizen })).thenThrows('COMPLAINT.STAFF_ONLY');
    given().when(scheduleSocialPost, command()).thenThrows('COMPLAINT.NOT_FOUND');
  });
});
