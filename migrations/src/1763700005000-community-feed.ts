import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The portal's own public community feed: where the social-post worker publishes approved
 * complaints when no Mastodon server is configured. It plays the part of the remote social
 * network, so it is not a read model of the log (a projection rebuild leaves it alone) and the
 * log records the publication (SocialPostPublished) like any other channel's.
 *
 * One post per complaint: the primary key is the publisher's idempotency key, so a job re-run
 * after a crash between publishing and recording inserts nothing (ON CONFLICT DO NOTHING).
 */
export class CommunityFeed1763700005000 implements MigrationInterface {
  name = 'CommunityFeed1763700005000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE community_posts (
        complaint_id        uuid PRIMARY KEY,
        registration_number text NOT NULL,
        category            text NOT NULL,
        -- The moderator-approved, redacted text, exactly as published.
        text                text NOT NULL,
        published_at        timestamptz NOT NULL DEFAULT now()
      );
      -- The feed page: newest first.
      CREATE INDEX community_posts_published_idx ON community_posts (published_at DESC, complaint_id DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE community_posts');
  }
}
