import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';

const root = join(__dirname, '..', '..');
const ADMIN_URL = 'postgres://postgres@localhost:5432/postgres';

export interface BenchServer {
  url: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Starts the system as `npm start` does, on a fresh database and a free port, for a benchmark. */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const name = `jan_seva_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = `postgres://postgres@localhost:5432/${name}`;
  const port = String(41000 + Math.floor(Math.random() * 9000));
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), PORT: port, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    databaseUrl,
    async stop() {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* gone */
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const cleanup = new Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
