import { foldComplaint } from '../complaint.state';
import { given } from '../testing/decider-spec';
import { at, citizen, COMPLAINT_ID, published, socialHistory, system } from '../testing/complaint-fixtures';
import type { RecordSocialPostPublishedCommand } from './record-social-post-published.command';
import { recordSocialPostPublished } from './record-social-post-published.decide';

const command = (overrides: Partial<RecordSocialPostPublishedCommand> = {}): RecordSocialPostPublishedCommand => ({
  type: 'RecordSocialPostPublished',
  complaintId: COMPLAINT_ID,
  actor: system,
  channel: 'mastodon',
  postId: '111',
  url: 'https://social.example/@janseva/111',
  now: at(12),
  ...overrides,
});

describe('record social post published', () => {
  it('records the publication of a scheduled post', () => {
    given(...socialHistory('scheduled')).when(recordSocialPostPublished, command()).then([published()]);
    expect(foldComplaint([...socialHistory('scheduled'), published()])).toMatchObject({
      socialStatus: 'posted',
      socialPost: { attempts: 1, channel: 'mastodon', postId: '111' },
    });
  });

  it('records a success after a failed attempt of the same job', () => {
    given(...socialHistory('failed')).when(recordSocialPostPublished, command()).then([published()]);
  });

  it('records the community feed without a link', () => {
    given(...socialHistory('scheduled'))
      .when(recordSocialPostPublished, command({ channel: 'community', postId: 'c-1', url: undefined }))
      .then([{ type: 'SocialPostPublished', data: { complaintId: COMPLAINT_ID, channel: 'community', postId: 'c-1', publishedAt: at(12).toISOString() } }]);
  });

  it('records nothing for a second report: the first publication stands', () => {
    given(...socialHistory('posted')).when(recordSocialPostPublished, command({ postId: '112', now: at(13) })).thenNothing();
  });

  it.each(['draft', 'screened', 'approved', 'rejected'] as const)('refuses a post that is %s, not scheduled', (status) => {
    given(...socialHistory(status)).when(recordSocialPostPublished, command()).thenThrows('COMPLAINT.INVALID_SOCIAL_TRANSITION');
  });

  it('refuses a report without a post id', () => {
    given(...socialHistory('scheduled')).when(recordSocialPostPublished, command({ postId: '' })).thenThrows('COMPLAINT.INVALID');
  });

  it('refuses a complaint not meant for social media, a citizen, and a complaint that does not exist', () => {
    given(...socialHistory('not_requested')).when(recordSocialPostPublished, command()).thenThrows('COMPLAINT.NOT_FOR_SOCIAL');
    given(...socialHistory('scheduled')).when(recordSocialPostPublished, command({ actor: citizen })).thenThrows('COMPLAINT.STAFF_ONLY');
    given().when(recordSocialPostPublished, command()).thenThrows('COMPLAINT.NOT_FOUND');
  });
});
