import { z } from 'zod';

const DEV_JWT_SECRET = 'development-only-secret-change-me-0123456789';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .default('postgres://postgres@localhost:5432/jan_seva'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').default('redis://localhost:6379'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_JWT_SECRET),
    /** Minutes of inactivity after which a session ends (the spec's sessionTimeout of 30). */
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
    /** Absolute session lifetime in hours, even when active. */
    SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
    PUBLIC_URL: z.string().url().default('http://localhost:3000'),
    CORS_ORIGINS: z.string().default('http://localhost:5173,http://localhost:5174'),
    BODY_LIMIT: z.string().regex(/^\d+(kb|mb)$/, 'must look like 100kb or 1mb').default('100kb'),
    UPLOAD_DIR: z.string().default('var/uploads'),
    LOGIN_MAX_FAILURES_PER_IDENTIFIER: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().default('Jan Seva Portal <no-reply@janseva.local>'),
    SMS_GATEWAY_URL: z.string().url().optional(),
    SMS_GATEWAY_TOKEN: z.string().optional(),
    /** An OpenAI-compatible server (…/v1/chat/completions) to word the assistant's answers; unset = grounded templates. */
    ASSISTANT_LLM_URL: z.string().url().optional(),
    ASSISTANT_LLM_KEY: z.string().optional(),
    ASSISTANT_LLM_MODEL: z.string().optional(),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanish.default(false),
    SERVE_WEB: booleanish.default(true),
    RUN_WORKER_IN_PROCESS: booleanish.default(false),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && config.JWT_SECRET === DEV_JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'must be set to a secret of your own in production (the development default is refused)',
      });
    }
    if (Boolean(config.ADMIN_EMAIL) !== Boolean(config.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' });
    }
  });

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once; every bad variable is named in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'} ${issue.message}`));
  }
  return parsed.data;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
