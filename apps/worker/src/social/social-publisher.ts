import type { ComplaintCategory, SocialChannel } from '@jan-seva/contracts';

/** What is published: the moderator-approved, redacted text of one complaint. */
export interface SocialPost {
  complaintId: string;
  registrationNumber: string;
  category: ComplaintCategory;
  /** The redacted text the moderator approved (never the citizen's original). */
  text: string;
  /**
   * `complaint-<id>`: the same for every attempt at the same complaint, so the channel itself
   * drops a repeat (Mastodon's Idempotency-Key, the community feed's primary key).
   */
  idempotencyKey: string;
}

export interface PublishedPost {
  channel: SocialChannel;
  postId: string;
  url?: string;
}

/** A social network (or the portal's own feed) that complaints are posted to. */
export interface SocialPublisher {
  readonly channel: SocialChannel;
  publish(post: SocialPost): Promise<PublishedPost>;
}

/** A refusal that trying again cannot fix (a 4xx: bad token, text refused). Any other error is retried. */
export class PermanentPublishError extends Error {
  override readonly name = 'PermanentPublishError';
}
