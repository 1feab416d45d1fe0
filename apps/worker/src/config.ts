import { z } from 'zod';

const commaList = z
  .string()
  .transform((value) => value.split(',').map((word) => word.trim()).filter(Boolean))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').default('postgres://postgres@localhost:5432/jan_seva'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').default('redis://localhost:6379'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Jan Seva Portal <no-reply@janseva.local>'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A Mastodon-compatible server to post approved complaints to; without it they go to the portal's community feed. */
  SOCIAL_MASTODON_URL: z.string().regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// URL').optional(),
  /** Access token of the portal's account there (scope write:statuses). */
  SOCIAL_MASTODON_TOKEN: z.string().min(1).optional(),
  /** The instance's status length limit. */
  SOCIAL_MASTODON_MAX_CHARS: z.coerce.number().int().min(100).max(100_000).default(500),
  /** Comma-separated words or phrases screening also treats as abuse, and built-in ones it should not. */
  SCREENING_EXTRA_ABUSE_WORDS: commaList,
  SCREENING_ALLOWED_WORDS: commaList,
}).superRefine((config, ctx) => {
  if (config.SOCIAL_MASTODON_URL && !config.SOCIAL_MASTODON_TOKEN) {
    ctx.addIssue({ code: 'custom', path: ['SOCIAL_MASTODON_TOKEN'], message: 'is required when SOCIAL_MASTODON_URL is set' });
  }
});

export type WorkerConfig = z.infer<typeof schema>;
export const WORKER_CONFIG = Symbol('WORKER_CONFIG');

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid worker configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
