import { dropDatabase } from '../../test-support/database';

export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.E2E_SERVER_PID);
  if (pid) {
    try {
      process.kill(-pid, 'SIGTERM'); // the whole group: start.mjs, API and worker
    } catch {
      /* already gone */
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* stopped cleanly */
    }
  }
  if (process.env.E2E_DATABASE_NAME) await dropDatabase(process.env.E2E_DATABASE_NAME);
}
