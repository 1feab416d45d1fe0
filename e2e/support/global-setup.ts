import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFreshDatabase } from '../../test-support/database';
import { E2E_ADMIN } from './constants';

const root = join(__dirname, '..', '..');


async function waitForHealth(url: string, child: { exitCode: number | null }, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms`);
}

/**
 * Starts the system exactly as `npm start` does (build if stale, migrate, seed, API + worker),
 * on a free port and a fresh database, for the browser journeys.
 */
export default async function globalSetup(): Promise<void> {
  const database = await createFreshDatabase('jan_seva_e2e');
  const port = String(40000 + Math.floor(Math.random() * 20000));
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: port,
      PUBLIC_URL: url,
      DATABASE_URL: database.url,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  });
  await waitForHealth(url, child, 180_000);
  process.env.E2E_BASE_URL = url;
  process.env.E2E_DATABASE_NAME = database.name;
  process.env.E2E_SERVER_PID = String(child.pid);
  process.env.DATABASE_URL = database.url;
  writeFileSync(join(__dirname, '.server.json'), JSON.stringify({ url, pid: child.pid, database: database.name }));
}
