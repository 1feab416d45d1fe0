import { deliverMessageJobSchema, JobNames, sendWelcomeMessageJobSchema } from '@jan-seva/contracts';
import { UnrecoverableError, type Job } from 'bullmq';
import { deliverMessage, type DeliveryDependencies } from '../messaging/deliver-message';
import { composeWelcomeMessage } from '../messaging/welcome-message';

/** Processes the `outbound-messages` queue. */
export function outboundMessagesProcessor(deps: DeliveryDependencies & { publicUrl: string }) {
  return async (job: Job): Promise<string> => {
    switch (job.name) {
      case JobNames.deliverMessage: {
        const { messageId } = parse(deliverMessageJobSchema, job.data);
        return deliverMessage(deps, messageId);
      }
      case JobNames.sendWelcomeMessage: {
        const { userId, eventPosition } = parse(sendWelcomeMessageJobSchema, job.data);
        const messageId = await composeWelcomeMessage(deps.pool, userId, eventPosition, deps.publicUrl);
        if (!messageId) return 'user-not-found';
        return deliverMessage(deps, messageId);
      }
      default:
        throw new UnrecoverableError(`unknown job ${job.name}`);
    }
  };
}

function parse<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new UnrecoverableError('malformed job data');
  return parsed.data;
}
