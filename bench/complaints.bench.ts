// npm run bench:complaints: filing throughput and latency under 20 connections of distinct
// citizens, and the moderation pipeline's throughput from filing to ComplaintScreened (API →
// log → dispatcher → BullMQ → complaint-moderation worker), each beside the same server's
// GET /api/health as the in-run ceiling. It starts the system as `npm start` does on a fresh
// database and a private redis-server (job ids come from event positions, so a fresh database
// must not share Redis with an earlier run), measures, prints, and cleans up.
//   BENCH_SECONDS=10            length of each autocannon phase
//   BENCH_PIPELINE_COMPLAINTS   complaints filed for the pipeline phase (default 1000)
//   BENCH_CITIZENS              citizens registered up front, whose tokens rotate (default 200)
//   WORKER_CONCURRENCY          jobs per queue the worker runs at once (default 4, as in production)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, Socket } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { Pool } from 'pg';
import { load, printTable } from './load';
import { startBenchServer } from './server';

const CONNECTIONS = 20;
const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 10));
const CITIZENS = Math.max(20, Number(process.env.BENCH_CITIZENS ?? 200));
const PIPELINE_COMPLAINTS = Math.max(20, Number(process.env.BENCH_PIPELINE_COMPLAINTS ?? 1000));
const PIPELINE_TIMEOUT_MS = 10 * 60_000;

/** Aims: filing p99 under 100 ms and at least 0.2 × health (each filing is a serialised counter transaction plus four projections). */
const AIM_FILING_P99_MS = 100;
const AIM_FILING_RATIO = 0.2;

const CATEGORIES = ['Infrastructure', 'Water Supply', 'Electricity', 'Sanitation', 'Traffic', 'Healthcare'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A throw-away redis-server without persistence, for this run only. */
async function startRedis(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('redis-server exited; is it installed?');
    const answered = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once('error', () => resolve(false));
      socket.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
    });
    if (answered) break;
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, stop: () => child.kill('SIGKILL') };
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

async function registerCitizens(url: string, count: number): Promise<string[]> {
  const run = randomUUID().slice(0, 8);
  return inParallel(Array.from({ length: count }, (_, index) => index), 8, async (index) => {
    const response = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: 'Citizen',
        email: `bench.${run}.${index}@example.in`,
        phone: `7${String(index).padStart(9, '0')}`,
        password: 'Kisan-Samman-42',
      }),
    });
    const body = (await response.json()) as { data?: { token?: string }; message?: string };
    if (!response.ok || !body.data?.token) throw new Error(`registration ${index} failed: ${response.status} ${body.message ?? ''}`);
    return body.data.token;
  });
}

const complaintBody = (index: number) =>
  JSON.stringify({
    title: `Streetlight out on lane ${index % 97}`,
    description: `The streetlight near house ${index % 500} has been out for a week; the lane is dark and unsafe at night. Call 98${String(10_000_000 + index).slice(-8)} for details.`,
    category: CATEGORIES[index % CATEGORIES.length],
    location: `Ward ${index % 40}, Indore`,
  });

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/** Waits until the complaints that are filed and meant for posting have all been screened. */
async function waitScreened(pool: Pool, filter: string, params: unknown[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await pool.query<{ waiting: string }>(
      `SELECT count(*) AS waiting FROM complaints WHERE post_to_social AND screened_at IS NULL AND ${filter}`,
      params,
    );
    if (Number(row.rows[0]!.waiting) === 0) return;
    if (Date.now() > deadline) throw new Error(`${row.rows[0]!.waiting} complaints still not screened`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function main(): Promise<void> {
  const redis = await startRedis();
  const server = await startBenchServer({ REDIS_URL: redis.url, ...(process.env.WORKER_CONCURRENCY ? { WORKER_CONCURRENCY: process.env.WORKER_CONCURRENCY } : {}) });
  const pool = new Pool({ connectionString: server.databaseUrl, max: 2 });
  try {
    console.log(`machine: ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)} before the run; ${CONNECTIONS} connections; ${SECONDS} s per phase; worker concurrency ${process.env.WORKER_CONCURRENCY ?? 4} per queue`);
    process.stdout.write(`registering ${CITIZENS} citizens… `);
    const tokens = await registerCitizens(server.url, CITIZENS);
    console.log('done');

    const options = { connections: CONNECTIONS, durationSeconds: SECONDS };
    await load('warm-up', server.url, [{ path: '/api/health' }, { path: '/api/complaints' }], { connections: 10, durationSeconds: 2 });
    const ceiling = await load('GET /api/health (ceiling)', server.url, [{ path: '/api/health' }], options);

    // Filing: every request a different citizen (200 tokens round-robin on each connection).
    const filingStartedAt = new Date();
    const filing = await load(
      'POST /api/complaints (distinct citizens)',
      server.url,
      tokens.map((token, index) => ({ path: '/api/complaints', method: 'POST' as const, body: complaintBody(index), headers: { authorization: `Bearer ${token}` } })),
      options,
    );
    const filed = await pool.query<{ n: string }>('SELECT count(*) AS n FROM complaints WHERE filed_at >= $1', [filingStartedAt]);

    // The screening backlog the filing phase left (every filing meant for posting is screened).
    const drainStartedAt = Date.now();
    await waitScreened(pool, 'filed_at >= $1', [filingStartedAt], PIPELINE_TIMEOUT_MS);
    const drainSeconds = (Date.now() - drainStartedAt) / 1000;

    const list = await load('GET /api/complaints (public list)', server.url, [{ path: '/api/complaints?sort=urgency' }, { path: '/api/complaints?q=streetlight' }], options);

    // Pipeline: N filings as fast as 20 clients go, timed until the last one is screened.
    process.stdout.write(`\npipeline: filing ${PIPELINE_COMPLAINTS} complaints and waiting for their screening… `);
    const pipelineStartedAt = new Date();
    const started = process.hrtime.bigint();
    await inParallel(Array.from({ length: PIPELINE_COMPLAINTS }, (_, index) => index), CONNECTIONS, async (index) => {
      const response = await fetch(`${server.url}/api/complaints`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[index % tokens.length]}` },
        body: complaintBody(100_000 + index),
      });
      if (response.status !== 201) throw new Error(`filing failed: ${response.status}`);
      await response.arrayBuffer();
    });
    const filedAfterMs = Number(process.hrtime.bigint() - started) / 1e6;
    await waitScreened(pool, 'filed_at >= $1', [pipelineStartedAt], PIPELINE_TIMEOUT_MS);
    const totalMs = Number(process.hrtime.bigint() - started) / 1e6;
    console.log('done');
    const latencies = await pool.query<{ ms: number }>(
      `SELECT extract(epoch FROM screened_at - filed_at) * 1000 AS ms FROM complaints WHERE filed_at >= $1 ORDER BY 1`,
      [pipelineStartedAt],
    );
    const sorted = latencies.rows.map((row) => Number(row.ms));

    printTable([filing, list], ceiling);
    const ratio = filing.requestsPerSecond / ceiling.requestsPerSecond;
    const pipelineRate = (PIPELINE_COMPLAINTS / totalMs) * 1000;
    console.log(`\nfiling: ${filing.requestsPerSecond.toFixed(0)} complaints/s (${filed.rows[0]!.n} filed, ${filing.non2xx} non-2xx), p50 ${filing.p50} ms, p99 ${filing.p99} ms`);
    console.log(`        ${ratio.toFixed(2)} × the health ceiling of ${ceiling.requestsPerSecond.toFixed(0)} req/s (aim ≥ ${AIM_FILING_RATIO}): ${ratio >= AIM_FILING_RATIO ? 'met' : 'NOT met'}`);
    console.log(`        p99 ${filing.p99} ms (aim ≤ ${AIM_FILING_P99_MS} ms): ${filing.p99 <= AIM_FILING_P99_MS ? 'met' : 'NOT met'}`);
    console.log(`        the ${filed.rows[0]!.n} filings' screening backlog drained ${drainSeconds.toFixed(1)} s after the phase ended`);
    console.log(
      `pipeline: ${PIPELINE_COMPLAINTS} complaints filed in ${(filedAfterMs / 1000).toFixed(1)} s and all screened after ${(totalMs / 1000).toFixed(1)} s: ` +
        `${pipelineRate.toFixed(0)} complaints/s filed → screened (${(pipelineRate / ceiling.requestsPerSecond).toFixed(3)} × health ${ceiling.requestsPerSecond.toFixed(0)} req/s)`,
    );
    console.log(`          filed → screened latency p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p99 ${percentile(sorted, 0.99).toFixed(0)} ms`);
    console.log(`load average ${loadavg()[0]!.toFixed(1)} at the end (figures from a busy machine are low and noisy)`);
  } finally {
    await pool.end();
    await server.stop();
    redis.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

