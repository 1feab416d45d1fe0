import { JobNames, Queues } from '@jan-seva/contracts';
import type { ComplaintFiled, ComplaintUpdated } from '@jan-seva/complaints';
import type { DispatchRoute, RecordedEvent } from '@jan-seva/event-store';

const complaintJob = (queue: string, name: string) => (event: RecordedEvent) => ({
  queue,
  name,
  data: { complaintId: (event.data as { complaintId: string }).complaintId },
});
const screenComplaint = complaintJob(Queues.complaintModeration, JobNames.screenComplaint);
const publishSocialPost = complaintJob(Queues.socialPost, JobNames.publishSocialPost);

/** Which events need background work, and the job each one becomes. */
export const dispatchRoutes: Record<string, DispatchRoute> = {
  UserRegistered: (event) => ({
    queue: Queues.outboundMessages,
    name: JobNames.sendWelcomeMessage,
    data: { userId: (event.data as { userId: string }).userId, eventPosition: event.globalPosition },
  }),
  PasswordResetRequested: (event) => ({
    queue: Queues.outboundMessages,
    name: JobNames.deliverMessage,
    data: { messageId: (event.data as { messageId: string }).messageId },
  }),
  OtpRequested: (event) => ({
    queue: Queues.outboundMessages,
    name: JobNames.deliverMessage,
    data: { messageId: (event.data as { messageId: string }).messageId },
  }),
  // Complaints meant for social posting are screened when filed, and again when their text
  // changes or they are put back to draft; the worker skips one no longer meant for posting.
  ComplaintFiled: (event) => ((event.data as ComplaintFiled['data']).postToSocial ? screenComplaint(event) : null),
  ComplaintUpdated: (event) => {
    const { changes, socialStatus } = event.data as ComplaintUpdated['data'];
    const textChanged = changes.title !== undefined || changes.description !== undefined || changes.location !== undefined;
    return textChanged || socialStatus === 'draft' ? screenComplaint(event) : null;
  },
  // Only an administrator's approval leads to a post: the job schedules it and publishes it.
  ComplaintModerationApproved: publishSocialPost,
  // An administrator's retry of a failed post (the system's own scheduling happens inside the job).
  SocialPostScheduled: (event) => (event.metadata.actorRole === 'admin' ? publishSocialPost(event) : null),
};
