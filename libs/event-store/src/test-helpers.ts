import { randomUUID } from 'node:crypto';

/** A stream id and event type unique to one test, so parallel test files never collide. */
export function uniqueStream(prefix = 'test'): string {
  return `${prefix}-${randomUUID()}`;
}

export function uniqueType(name: string): string {
  return `${name}_${randomUUID().slice(0, 8)}`;
}

/** Polls until `check` returns true or the deadline passes (for asynchronous consumers). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}
