import { UnrecoverableError } from 'bullmq';

/** Job data through its contracts schema; malformed data fails for good (retrying cannot fix it). */
export function parseJob<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new UnrecoverableError('malformed job data');
  return parsed.data;
}
