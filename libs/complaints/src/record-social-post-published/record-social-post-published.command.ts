import type { SocialChannel } from '@jan-seva/contracts';
import type { Actor } from '../shared/actor';

/** The social-post worker reports the publication (the adapter's post id and link). */
export interface RecordSocialPostPublishedCommand {
  type: 'RecordSocialPostPublished';
  complaintId: string;
  actor: Actor;
  channel: SocialChannel;
  postId: string;
  url?: string;
  now: Date;
}
