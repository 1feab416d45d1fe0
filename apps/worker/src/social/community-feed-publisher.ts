import type { Pool } from 'pg';
import type { PublishedPost, SocialPost, SocialPublisher } from './social-publisher';

/**
 * The portal's own public community feed (GET /api/community/posts, the portal's community
 * page): used when no Mastodon server is configured. One row per complaint; a repeat is a
 * no-op (ON CONFLICT DO NOTHING), so a job re-run after a crash publishes nothing twice.
 */
export class CommunityFeedPublisher implements SocialPublisher {
  readonly channel = 'community' as const;

  constructor(
    private readonly pool: Pool,
    private readonly publicUrl: string,
  ) {}

  async publish(post: SocialPost): Promise<PublishedPost> {
    await this.pool.query(
      `INSERT INTO community_posts (complaint_id, registration_number, category, text) VALUES ($1, $2, $3, $4)
       ON CONFLICT (complaint_id) DO NOTHING`,
      [post.complaintId, post.registrationNumber, post.category, post.text],
    );
    return {
      channel: 'community',
      postId: post.complaintId,
      url: `${this.publicUrl.replace(/\/+$/, '')}/community#${post.registrationNumber}`,
    };
  }
}
