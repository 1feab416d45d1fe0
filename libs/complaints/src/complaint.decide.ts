import type { ApproveModerationCommand } from './approve-moderation/approve-moderation.command';
import { approveModeration } from './approve-moderation/approve-moderation.decide';
import type { AppealCommand } from './appeal/appeal.command';
import { appeal } from './appeal/appeal.decide';
import type { AssignDepartmentCommand } from './assign-department/assign-department.command';
import { assignDepartment } from './assign-department/assign-department.decide';
import type { AttachEvidenceCommand } from './attach-evidence/attach-evidence.command';
import { attachEvidence } from './attach-evidence/attach-evidence.decide';
import type { ChangeStatusCommand } from './change-status/change-status.command';
import { changeStatus } from './change-status/change-status.decide';
import type { CommentCommand } from './comment/comment.command';
import { comment } from './comment/comment.decide';
import type { ComplaintEvent } from './complaint.events';
import type { ComplaintState } from './complaint.state';
import type { FileComplaintCommand } from './file-complaint/file-complaint.command';
import { fileComplaint } from './file-complaint/file-complaint.decide';
import type { GiveFeedbackCommand } from './give-feedback/give-feedback.command';
import { giveFeedback } from './give-feedback/give-feedback.decide';
import type { GiveInterimReplyCommand } from './give-interim-reply/give-interim-reply.command';
import { giveInterimReply } from './give-interim-reply/give-interim-reply.decide';
import type { MarkDuplicateCommand } from './mark-duplicate/mark-duplicate.command';
import { markDuplicate } from './mark-duplicate/mark-duplicate.decide';
import type { RecordScreeningCommand } from './record-screening/record-screening.command';
import { recordScreening } from './record-screening/record-screening.decide';
import type { RecordSocialPostFailedCommand } from './record-social-post-failed/record-social-post-failed.command';
import { recordSocialPostFailed } from './record-social-post-failed/record-social-post-failed.decide';
import type { RecordSocialPostPublishedCommand } from './record-social-post-published/record-social-post-published.command';
import { recordSocialPostPublished } from './record-social-post-published/record-social-post-published.decide';
import type { RejectModerationCommand } from './reject-moderation/reject-moderation.command';
import { rejectModeration } from './reject-moderation/reject-moderation.decide';
import type { ScheduleSocialPostCommand } from './schedule-social-post/schedule-social-post.command';
import { scheduleSocialPost } from './schedule-social-post/schedule-social-post.decide';
import { assertNever } from './shared/assert-never';
import type { UpdateComplaintCommand } from './update-complaint/update-complaint.command';
import { updateComplaint } from './update-complaint/update-complaint.decide';
import type { UpvoteCommand } from './upvote/upvote.command';
import { upvote } from './upvote/upvote.decide';
import type { WithdrawUpvoteCommand } from './withdraw-upvote/withdraw-upvote.command';
import { withdrawUpvote } from './withdraw-upvote/withdraw-upvote.decide';

export type ComplaintCommand =
  | FileComplaintCommand
  | UpdateComplaintCommand
  | AttachEvidenceCommand
  | UpvoteCommand
  | WithdrawUpvoteCommand
  | CommentCommand
  | AssignDepartmentCommand
  | ChangeStatusCommand
  | GiveInterimReplyCommand
  | GiveFeedbackCommand
  | AppealCommand
  | MarkDuplicateCommand
  | RecordScreeningCommand
  | ApproveModerationCommand
  | RejectModerationCommand
  | ScheduleSocialPostCommand
  | RecordSocialPostPublishedCommand
  | RecordSocialPostFailedCommand;

/**
 * One entry point for a generic handler:
 *
 *   const stream = complaintStreamId(command.complaintId);
 *   const { state, version } = await store.aggregate(stream, evolve, initialComplaintState());
 *   const events = decide(command, state);            // throws ComplaintError when refused
 *   if (events.length > 0) await store.append(stream, version, events, { metadata });
 *
 * An empty result means the command changes nothing (a retry, a second vote, a no-op edit):
 * answer as if it had succeeded. A ConcurrencyError from the append (another writer got in
 * first) is a 409; retrying the whole handler once is also correct, because decide sees
 * the other writer's events.
 */
export function decide(command: ComplaintCommand, state: ComplaintState): ComplaintEvent[] {
  switch (command.type) {
    case 'FileComplaint':
      return fileComplaint(command, state);
    case 'UpdateComplaint':
      return updateComplaint(command, state);
    case 'AttachEvidence':
      return attachEvidence(command, state);
    case 'Upvote':
      return upvote(command, state);
    case 'WithdrawUpvote':
      return withdrawUpvote(command, state);
    case 'Comment':
      return comment(command, state);
    case 'AssignDepartment':
      return assignDepartment(command, state);
    case 'ChangeStatus':
      return changeStatus(command, state);
    case 'GiveInterimReply':
      return giveInterimReply(command, state);
    case 'GiveFeedback':
      return giveFeedback(command, state);
    case 'Appeal':
      return appeal(command, state);
    case 'MarkDuplicate':
      return markDuplicate(command, state);
    case 'RecordScreening':
      return recordScreening(command, state);
    case 'ApproveModeration':
      return approveModeration(command, state);
    case 'RejectModeration':
      return rejectModeration(command, state);
    case 'ScheduleSocialPost':
      return scheduleSocialPost(command, state);
    case 'RecordSocialPostPublished':
      return recordSocialPostPublished(command, state);
    case 'RecordSocialPostFailed':
      return recordSocialPostFailed(command, state);
    default:
      return assertNever(command);
  }
}
