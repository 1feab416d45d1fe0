import { z } from 'zod';

/** BullMQ queues (kebab-case nouns) and the payload of each job (verb-phrase names). */
export const Queues = {
  outboundMessages: 'outbound-messages',
} as const;
export type QueueName = (typeof Queues)[keyof typeof Queues];

export const JobNames = {
  deliverMessage: 'deliver-message',
  sendWelcomeMessage: 'send-welcome-message',
} as const;

/** Delivers a message already written to `outbound_messages` (it may carry a one-time secret). */
export const deliverMessageJobSchema = z.object({ messageId: z.string().uuid() });
export type DeliverMessageJob = z.infer<typeof deliverMessageJobSchema>;

/** Composes and delivers the welcome e-mail of a newly registered citizen. */
export const sendWelcomeMessageJobSchema = z.object({ userId: z.string().uuid(), eventPosition: z.number().int() });
export type SendWelcomeMessageJob = z.infer<typeof sendWelcomeMessageJobSchema>;
