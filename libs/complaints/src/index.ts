/** Complaints: event-sourced grievances with votes, evidence, screening, moderation and social posting. */
export * from './complaint.events';
export * from './complaint.state';
export * from './complaint.errors';
export * from './complaint.rules';
export { decide, type ComplaintCommand } from './complaint.decide';
export { SYSTEM_ACTOR, SYSTEM_ACTOR_ID, type Actor, type ActorRole } from './shared/actor';
export * from './projections';
export {
  createTextScreener,
  REDACTIONS,
  screenComplaintText,
  type ScreeningResult,
  type TextScreener,
  type TextScreenerOptions,
} from './screening/screen-text';
export { ABUSE_WORDS, ENGLISH_ABUSE_WORDS, HINDI_ABUSE_WORDS, HINGLISH_ABUSE_WORDS, type AbuseLanguage } from './screening/abuse-words';
export { isVerhoeffValid, verhoeffCheckDigit } from './screening/verhoeff';

export type { FileComplaintCommand } from './file-complaint/file-complaint.command';
export { fileComplaint } from './file-complaint/file-complaint.decide';
export type { UpdateComplaintCommand } from './update-complaint/update-complaint.command';
export { updateComplaint } from './update-complaint/update-complaint.decide';
export type { AttachEvidenceCommand } from './attach-evidence/attach-evidence.command';
export { attachEvidence } from './attach-evidence/attach-evidence.decide';
export type { UpvoteCommand } from './upvote/upvote.command';
export { upvote } from './upvote/upvote.decide';
export type { WithdrawUpvoteCommand } from './withdraw-upvote/withdraw-upvote.command';
export { withdrawUpvote } from './withdraw-upvote/withdraw-upvote.decide';
export type { CommentCommand } from './comment/comment.command';
export { comment } from './comment/comment.decide';
export type { AssignDepartmentCommand } from './assign-department/assign-department.command';
export { assignDepartment } from './assign-department/assign-department.decide';
export type { ChangeStatusCommand } from './change-status/change-status.command';
export { changeStatus } from './change-status/change-status.decide';
export type { GiveInterimReplyCommand } from './give-interim-reply/give-interim-reply.command';
export { giveInterimReply } from './give-interim-reply/give-interim-reply.decide';
export type { GiveFeedbackCommand } from './give-feedback/give-feedback.command';
export { giveFeedback } from './give-feedback/give-feedback.decide';
export type { AppealCommand } from './appeal/appeal.command';
export { appeal } from './appeal/appeal.decide';
export type { MarkDuplicateCommand } from './mark-duplicate/mark-duplicate.command';
export { markDuplicate } from './mark-duplicate/mark-duplicate.decide';
export type { RecordScreeningCommand } from './record-screening/record-screening.command';
export { recordScreening } from './record-screening/record-screening.decide';
export type { ApproveModerationCommand } from './approve-moderation/approve-moderation.command';
export { approveModeration } from './approve-moderation/approve-moderation.decide';
export type { RejectModerationCommand } from './reject-moderation/reject-moderation.command';
export { rejectModeration } from './reject-moderation/reject-moderation.decide';
export type { ScheduleSocialPostCommand } from './schedule-social-post/schedule-social-post.command';
export { scheduleSocialPost } from './schedule-social-post/schedule-social-post.decide';
export type { RecordSocialPostPublishedCommand } from './record-social-post-published/record-social-post-published.command';
export { recordSocialPostPublished } from './record-social-post-published/record-social-post-published.decide';
export type { RecordSocialPostFailedCommand } from './record-social-post-failed/record-social-post-failed.command';
export { recordSocialPostFailed } from './record-social-post-failed/record-social-post-failed.decide';
