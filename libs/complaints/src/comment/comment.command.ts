import type { Actor } from '../shared/actor';

/**
 * Comment on a complaint. The API picks `commentId` (UUID; a retry with the same id records
 * nothing) and the commenter's public name (`publicDisplayName`). An administrator's comment
 * is an official reply.
 */
export interface CommentCommand {
  type: 'Comment';
  complaintId: string;
  actor: Actor;
  commentId: string;
  authorDisplayName: string;
  text: string;
  now: Date;
}
