import { JobNames, publishSocialPostJobSchema } from '@jan-seva/contracts';
import { isComplaintError, SYSTEM_ACTOR, type Complaint } from '@jan-seva/complaints';
import { UnrecoverableError, type Job } from 'bullmq';
import type { ComplaintStreams } from '../complaints/complaint-streams';
import { PermanentPublishError, type SocialPublisher } from '../social/social-publisher';
import { parseJob } from './parse-job';

export interface SocialPostDependencies {
  complaints: ComplaintStreams;
  publisher: SocialPublisher;
}

export type PublishOutcome = 'posted' | 'already-posted' | 'not-approved';

/** The key every attempt at one complaint's post carries, so the channel drops a repeat. */
export const socialIdempotencyKey = (complaintId: string): string => `complaint-${complaintId}`;

/**
 * Publishes a complaint a moderator approved, at most once:
 *  1. the log first says the attempt is scheduled (SocialPostScheduled, with the approved text);
 *  2. a complaint whose log already says SocialPostPublished is done: nothing is sent again;
 *  3. the publisher sends the approved redacted text with the complaint's idempotency key, so a
 *     re-run after a crash between sending and recording is a no-op at the channel;
 *  4. SocialPostPublished is appended at the version the decision saw: a second worker that
 *     also got here finds it recorded and records nothing.
 * A permanent refusal records SocialPostFailed (not retryable) and stops; any other failure
 * records a retryable SocialPostFailed and throws, so BullMQ retries with exponential backoff.
 */
export async function publishSocialPost(deps: SocialPostDependencies, complaintId: string, causation: string): Promise<PublishOutcome> {
  const { state } = await deps.complaints.load(complaintId);
  if (state.status === 'nonexistent') throw new UnrecoverableError(`complaint ${complaintId} does not exist`);
  if (state.socialStatus === 'posted') return 'already-posted';

  let complaint: Complaint = state;
  if (state.socialStatus === 'approved' || state.socialStatus === 'failed') {
    try {
      const scheduled = await deps.complaints.execute(complaintId, () => ({ type: 'ScheduleSocialPost', complaintId, actor: SYSTEM_ACTOR, now: new Date() }), causation);
      if (scheduled.state.status === 'nonexistent') throw new UnrecoverableError(`complaint ${complaintId} does not exist`);
      complaint = scheduled.state;
    } catch (error) {
      // A permanent failure waits for an administrator's retry; a rejection means no post.
      if (isComplaintError(error)) throw new UnrecoverableError(error.message);
      throw error;
    }
  }
  if (complaint.socialStatus === 'posted') return 'already-posted';
  if (complaint.socialStatus !== 'scheduled' || !complaint.socialPost) return 'not-approved';

  let published;
  try {
    published = await deps.publisher.publish({
      complaintId,
      registrationNumber: complaint.registrationNumber,
      category: complaint.category,
      text: complaint.socialPost.text,
      idempotencyKey: socialIdempotencyKey(complaintId),
    });
  } catch (error) {
    const permanent = error instanceof PermanentPublishError;
    const message = (error as Error).message || String(error);
    await deps.complaints.execute(
      complaintId,
      () => ({ type: 'RecordSocialPostFailed', complaintId, actor: SYSTEM_ACTOR, error: message, retryable: !permanent, now: new Date() }),
      causation,
    );
    if (permanent) throw new UnrecoverableError(message);
    throw error;
  }
  const recorded = await deps.complaints.execute(
    complaintId,
    () => ({
      type: 'RecordSocialPostPublished',
      complaintId,
      actor: SYSTEM_ACTOR,
      channel: published.channel,
      postId: published.postId,
      ...(published.url ? { url: published.url } : {}),
      now: new Date(),
    }),
    causation,
  );
  return recorded.events.length > 0 ? 'posted' : 'already-posted';
}

/** Processes the `social-post` queue. */
export function socialPostProcessor(deps: SocialPostDependencies) {
  return async (job: Job): Promise<PublishOutcome> => {
    if (job.name !== JobNames.publishSocialPost) throw new UnrecoverableError(`unknown job ${job.name}`);
    const { complaintId } = parseJob(publishSocialPostJobSchema, job.data);
    return publishSocialPost(deps, complaintId, `job:${job.queueName}:${job.id}`);
  };
}
