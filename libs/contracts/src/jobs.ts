import { z } from 'zod';

/** BullMQ queues (kebab-case nouns) and the payload of each job (verb-phrase names). */
export const Queues = {
  outboundMessages: 'outbound-messages',
  complaintModeration: 'complaint-moderation',
  socialPost: 'social-post',
} as const;
export type QueueName = (typeof Queues)[keyof typeof Queues];

export const JobNames = {
  deliverMessage: 'deliver-message',
  sendWelcomeMessage: 'send-welcome-message',
  screenComplaint: 'screen-complaint',
  publishSocialPost: 'publish-social-post',
} as const;

/** Delivers a message already written to `outbound_messages` (it may carry a one-time secret). */
export const deliverMessageJobSchema = z.object({ messageId: z.string().uuid() });
export type DeliverMessageJob = z.infer<typeof deliverMessageJobSchema>;

/** Composes and delivers the welcome e-mail of a newly registered citizen. */
export const sendWelcomeMessageJobSchema = z.object({ userId: z.string().uuid(), eventPosition: z.number().int() });
export type SendWelcomeMessageJob = z.infer<typeof sendWelcomeMessageJobSchema>;

/**
 * Screens a complaint meant for social posting (abuse, personal data) and records the result.
 * Carries only the id: the worker screens the complaint's current text, never a stale copy.
 */
export const screenComplaintJobSchema = z.object({ complaintId: z.string().uuid() });
export type ScreenComplaintJob = z.infer<typeof screenComplaintJobSchema>;

/** Publishes the moderator-approved, redacted text of a complaint through the social publisher. */
export const publishSocialPostJobSchema = z.object({ complaintId: z.string().uuid() });
export type PublishSocialPostJob = z.infer<typeof publishSocialPostJobSchema>;

/**
 * BullMQ key prefix for a database. Job ids come from event positions, which are unique only
 * within one database; several databases sharing one Redis (test runs, staging beside
 * production) must not see each other's job ids, or a job would be dropped as a duplicate.
 */
export function queuePrefixFor(databaseUrl: string): string {
  let name = 'default';
  try {
    name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || name;
  } catch {
    /* keep the default */
  }
  return `bull-${name.replace(/[^\w-]/g, '_')}`;
}
