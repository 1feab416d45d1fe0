import { COMPLAINT_LIMITS } from '@jan-seva/contracts';
import { ComplaintError } from '../complaint.errors';
import type { ComplaintCommented } from '../complaint.events';
import { isDisposedStatus } from '../complaint.rules';
import type { ComplaintState } from '../complaint.state';
import { requireComplaint, requirePerson } from '../shared/actor';
import { toIso } from '../shared/time';
import type { CommentCommand } from './comment.command';

/**
 * Anyone signed in may comment while the complaint is open. Once it is disposed, citizens
 * use feedback or the appeal instead, and only officials may still add a note.
 */
export function comment(command: CommentCommand, state: ComplaintState): [] | [ComplaintCommented] {
  requirePerson(command.actor);
  const complaint = requireComplaint(state);
  if (Object.hasOwn(complaint.commentIds, command.commentId)) return [];
  const official = command.actor.role === 'admin';
  if (isDisposedStatus(complaint.status) && !official) throw new ComplaintError('COMPLAINT.ALREADY_CLOSED');
  const text = command.text.trim();
  if (!text || text.length > COMPLAINT_LIMITS.comment) {
    throw new ComplaintError('COMPLAINT.INVALID', { fields: { text: text ? 'The comment is too long' : 'Please write a comment' } });
  }
  return [
    {
      type: 'ComplaintCommented',
      data: {
        complaintId: complaint.complaintId,
        commentId: command.commentId,
        authorId: command.actor.id,
        authorDisplayName: command.authorDisplayName.trim(),
        text,
        official,
        commentedAt: toIso(command.now),
      },
    },
  ];
}
