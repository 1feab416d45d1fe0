import { JobNames, screenComplaintJobSchema } from '@jan-seva/contracts';
import { SYSTEM_ACTOR } from '@jan-seva/complaints';
import { UnrecoverableError, type Job } from 'bullmq';
import type { ComplaintStreams } from '../complaints/complaint-streams';
import { parseJob } from './parse-job';

export interface ModerationDependencies {
  complaints: ComplaintStreams;
  /** The deployment's additions to, and exceptions from, the built-in abuse word lists. */
  abuseWords?: { extra?: readonly string[]; allowed?: readonly string[] };
}

export type ScreeningOutcome = 'screened' | 'already-screened' | 'not-for-social';

/**
 * Screens the complaint's current text and records ComplaintScreened (findings and the
 * redacted text) for the moderators' queue. It never publishes: only an administrator's
 * approval leads to a post. Idempotent: the decider records nothing for a text revision
 * already screened, so a redelivered or replayed job changes nothing.
 */
export async function screenComplaint(deps: ModerationDependencies, complaintId: string, causation: string): Promise<ScreeningOutcome> {
  const { state } = await deps.complaints.load(complaintId);
  if (state.status === 'nonexistent') throw new UnrecoverableError(`complaint ${complaintId} does not exist`);
  // Unticked after the job was queued: nothing is going to be posted, so nothing to screen.
  if (!state.postToSocial) return 'not-for-social';
  const { events } = await deps.complaints.execute(
    complaintId,
    () => ({
      type: 'RecordScreening',
      complaintId,
      actor: SYSTEM_ACTOR,
      ...(deps.abuseWords ? { abuseWords: deps.abuseWords } : {}),
      now: new Date(),
    }),
    causation,
  );
  return events.length > 0 ? 'screened' : 'already-screened';
}

/** Processes the `complaint-moderation` queue. */
export function complaintModerationProcessor(deps: ModerationDependencies) {
  return async (job: Job): Promise<ScreeningOutcome> => {
    if (job.name !== JobNames.screenComplaint) throw new UnrecoverableError(`unknown job ${job.name}`);
    const { complaintId } = parseJob(screenComplaintJobSchema, job.data);
    return screenComplaint(deps, complaintId, `job:${job.queueName}:${job.id}`);
  };
}
