// npm run bench:event-store: what the PostgreSQL event store sustains on this machine, printed
// beside the ceiling of the same server (a bare one-row INSERT per transaction, same writers).
// It creates its own database, applies the migrations, measures, prints a table and drops it.
//   BENCH_SECONDS=10  length of each timed phase;  BENCH_DATABASE_BASE_URL  server to use.
import { cpus, loadavg } from 'node:os';
import { CatchUpSubscription, PostgresEventStore } from '@jan-seva/event-store';
import { Client, Pool } from 'pg';
import { createBenchDatabase, decimals, milliseconds, percentile, printTable, whole, type BenchDatabase } from './bench-support';

const WRITERS = 8;
const STREAMS = 1_000;
const PHASE_MS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 10)) * 1_000;
const WARMUP_MS = 1_000;
const SINGLE_WRITER_MS = Math.min(PHASE_MS, 5_000);
const CATCH_UP_PASSES = 3;
const AIM_APPENDS_PER_S = 3_000;
const AIM_CATCH_UP_PER_S = 20_000;

let interrupted = false;
process.once('SIGINT', () => {
  interrupted = true;
  console.error('\ninterrupted: finishing the current phase and dropping the database');
});

/** An event of a realistic size (about 200 bytes of JSON). */
function payload(writer: number, sequence: number) {
  return {
    writer,
    sequence,
    citizenId: '0b6f5c1e-5c1a-4c2e-9d7a-1f2e3d4c5b6a',
    scheme: 'pm-kisan',
    note: 'benchmark event with a payload of about the size of a real one',
    at: '2025-01-01T00:00:00.000Z',
  };
}

/**
 * Runs `writers` loops of `operation` for `durationMs` after an uncounted warm-up, and returns
 * the operations per second and every counted latency (ms).
 */
async function timed(
  writers: number,
  durationMs: number,
  operation: (writer: number, sequence: number) => Promise<void>,
): Promise<{ perSecond: number; count: number; latencies: number[] }> {
  const latencies: number[] = [];
  let counting = false;
  let stopping = false;
  let sequence = 0;
  let startedAt = 0n;
  const loop = async (writer: number) => {
    while (!stopping && !interrupted) {
      const started = process.hrtime.bigint();
      await operation(writer, sequence++);
      if (counting && !stopping) latencies.push(milliseconds(started));
    }
  };
  const loops = Array.from({ length: writers }, (_, writer) => loop(writer));
  const clock = (async () => {
    await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));
    counting = true;
    startedAt = process.hrtime.bigint();
    await new Promise((resolve) => setTimeout(resolve, durationMs));
    stopping = true;
  })();
  await clock;
  const elapsedMs = milliseconds(startedAt);
  const count = latencies.length;
  await Promise.all(loops);
  latencies.sort((a, b) => a - b);
  return { perSecond: (count / elapsedMs) * 1_000, count, latencies };
}

async function serverFacts(pool: Pool): Promise<string> {
  const row = await pool.query<{ version: string; sync: string; fsync: string }>(
    `SELECT current_setting('server_version') AS version, current_setting('synchronous_commit') AS sync, current_setting('fsync') AS fsync`,
  );
  const facts = row.rows[0]!;
  const load = loadavg()[0]!.toFixed(2);
  return `PostgreSQL ${facts.version} (synchronous_commit=${facts.sync}, fsync=${facts.fsync}), ${cpus().length} CPUs (load average ${load} at start), Node ${process.version}`;
}

/** (a) The ceiling: one-row INSERT, each its own transaction, on 8 dedicated connections. */
async function measureCeiling(database: BenchDatabase) {
  const clients = await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      const client = new Client({ connectionString: database.url });
      await client.connect();
      return client;
    }),
  );
  try {
    await clients[0]!.query('CREATE TABLE bench_ceiling (id bigserial PRIMARY KEY, stream_id text NOT NULL, data jsonb NOT NULL)');
    return await timed(WRITERS, PHASE_MS, async (writer, sequence) => {
      await clients[writer]!.query('INSERT INTO bench_ceiling (stream_id, data) VALUES ($1, $2)', [
        `bench-${sequence % STREAMS}`,
        JSON.stringify(payload(writer, sequence)),
      ]);
    });
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

/**
 * (b, c) Single-event appends over 1,000 streams. Writer w owns the streams i with i % 8 = w and
 * keeps their versions, so every append states the right expected version (no lost races).
 */
async function measureAppends(store: PostgresEventStore, writers: number, durationMs: number, streamPrefix: string) {
  const versions = new Map<string, number>();
  const owned = Array.from({ length: writers }, (_, writer) =>
    Array.from({ length: Math.ceil(STREAMS / writers) }, (_, k) => k * writers + writer)
      .filter((index) => index < STREAMS)
      .map((index) => `${streamPrefix}-${index}`),
  );
  const turn = new Array<number>(writers).fill(0);
  return timed(writers, durationMs, async (writer, sequence) => {
    const streams = owned[writer]!;
    const next = turn[writer]!;
    turn[writer] = next + 1;
    const streamId = streams[next % streams.length]!;
    const result = await store.append(streamId, versions.get(streamId) ?? 0, [{ type: 'BenchEventRecorded', data: payload(writer, sequence) }]);
    versions.set(streamId, result.nextExpectedVersion);
  });
}

/**
 * Subscribers read only below the oldest transaction still running on the server; that horizon
 * is cluster-wide, so a transaction left open in another database holds it back. Wait until it
 * has passed every appended event, so that (d) times reading, not waiting.
 */
async function waitForHorizon(pool: Pool): Promise<number> {
  const started = Date.now();
  for (;;) {
    const row = await pool.query<{ passed: boolean }>(
      'SELECT NOT EXISTS (SELECT 1 FROM events WHERE transaction_id >= pg_snapshot_xmin(pg_current_snapshot())) AS passed',
    );
    if (row.rows[0]!.passed) return Date.now() - started;
    if (Date.now() - started > 60_000) throw new Error('a transaction elsewhere on this server has been open for over a minute; catch-up cannot pass it');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** (d) A fresh catch-up subscription reads the whole log, checkpointing each batch as in production. */
async function measureCatchUp(pool: Pool, expected: number, pass: number) {
  let seen = 0;
  const subscription = new CatchUpSubscription({
    name: `bench-catch-up-${pass}`,
    pool,
    async handle(events) {
      seen += events.length;
    },
  });
  const started = process.hrtime.bigint();
  const handled = await subscription.catchUp();
  const elapsedMs = milliseconds(started);
  if (handled !== seen || handled !== expected) throw new Error(`catch-up handed over ${seen} (reported ${handled}) of ${expected} events`);
  return { perSecond: (handled / elapsedMs) * 1_000, count: handled, elapsedMs };
}

function verdict(value: number, aim: number): string {
  return value >= aim ? 'met' : 'BELOW AIM';
}

async function main(): Promise<void> {
  const began = Date.now();
  console.log('Event store benchmark: creating a throw-away database…');
  const database = await createBenchDatabase('bench');
  const pool = new Pool({ connectionString: database.url, max: WRITERS + 2 });
  pool.on('error', () => undefined); // DROP DATABASE … WITH (FORCE) may end a closing connection
  try {
    console.log(`database ${database.name}; ${await serverFacts(pool)}`);
    console.log(`${WRITERS} concurrent writers, ${PHASE_MS / 1000} s per phase after a ${WARMUP_MS / 1000} s warm-up\n`);

    console.log('(a) ceiling: bare one-row INSERT per transaction…');
    const ceiling = await measureCeiling(database);

    const store = new PostgresEventStore(pool);
    console.log(`(b) appends: ${WRITERS} writers over ${whole(STREAMS)} streams…`);
    const appends = await measureAppends(store, WRITERS, PHASE_MS, 'bench');
    console.log('(c) single writer, for uncontended latency…');
    const single = await measureAppends(store, 1, SINGLE_WRITER_MS, 'solo');

    const logged = Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
    const horizonWaitMs = await waitForHorizon(pool);
    if (horizonWaitMs > 0) console.log(`    waited ${horizonWaitMs} ms for a transaction elsewhere on the server to end`);
    console.log(`(d) catch-up subscription over the ${whole(logged)} events just appended (${CATCH_UP_PASSES} passes)…\n`);
    // Three fresh subscriptions, one after the other; the median is reported (a pass is short).
    const passes = [];
    for (let pass = 1; pass <= CATCH_UP_PASSES; pass++) passes.push(await measureCatchUp(pool, logged, pass));
    const byRate = [...passes].sort((a, b) => a.perSecond - b.perSecond);
    const catchUp = byRate[Math.floor(byRate.length / 2)]!;

    const ratio = appends.perSecond / ceiling.perSecond;
    printTable(
      ['measure', 'result', 'aim / reference'],
      [
        [`(a) ceiling: bare 1-row INSERT per transaction, ${WRITERS} writers`, `${whole(ceiling.perSecond)} rows/s`, `${whole(ceiling.count)} rows in ${PHASE_MS / 1000} s`],
        [
          `(b) appends, ${WRITERS} writers over ${whole(STREAMS)} streams (1 event each)`,
          `${whole(appends.perSecond)} events/s`,
          `aim >= ${whole(AIM_APPENDS_PER_S)}: ${verdict(appends.perSecond, AIM_APPENDS_PER_S)}; ${decimals(ratio * 100, 0)}% of the ceiling`,
        ],
        [
          `(c) append latency with ${WRITERS} writers, p50 / p99`,
          `${decimals(percentile(appends.latencies, 0.5))} / ${decimals(percentile(appends.latencies, 0.99))} ms`,
          `ceiling INSERT p50 / p99: ${decimals(percentile(ceiling.latencies, 0.5))} / ${decimals(percentile(ceiling.latencies, 0.99))} ms`,
        ],
        [
          '(c) append latency, single writer, p50 / p99',
          `${decimals(percentile(single.latencies, 0.5))} / ${decimals(percentile(single.latencies, 0.99))} ms`,
          `${whole(single.perSecond)} appends/s from one writer`,
        ],
        [
          '(d) catch-up subscription (read, hand over, checkpoint)',
          `${whole(catchUp.perSecond)} events/s`,
          `aim >= ${whole(AIM_CATCH_UP_PER_S)}: ${verdict(catchUp.perSecond, AIM_CATCH_UP_PER_S)}; median of ${passes.map((p) => whole(p.perSecond)).join(', ')}`,
        ],
      ],
    );
  } finally {
    await pool.end();
    await database.drop();
    console.log(`\ndropped ${database.name}; total ${decimals((Date.now() - began) / 1000, 1)} s`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
