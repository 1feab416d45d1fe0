import { load, printTable } from './load';
import { startBenchServer } from './server';

const QUERIES = ['pm kisan', 'PM-KISAN', 'kisan samman', 'किसान', 'pension', 'ayushmaan', 'scholarship', 'housing', 'mudra loan', 'beti', 'ujjwala gas', 'पेंशन'];

/**
 * `npm run bench:schemes`: scheme search under 50 connections, beside the same server's
 * /api/health as the in-run ceiling. Aim: p99 ≤ 50 ms and ≥ 0.5 × the health route's req/s.
 */
async function main(): Promise<void> {
  const server = await startBenchServer();
  try {
    const options = { connections: 50, durationSeconds: Number(process.env.BENCH_SECONDS ?? 10) };
    await load('warm-up', server.url, QUERIES.map((q) => ({ path: `/api/schemes?q=${encodeURIComponent(q)}` })), { connections: 10, durationSeconds: 2 });
    const ceiling = await load('GET /api/health (ceiling)', server.url, [{ path: '/api/health' }], options);
    const searchMix = await load(
      'GET /api/schemes?q=… (12-query mix)',
      server.url,
      QUERIES.map((q) => ({ path: `/api/schemes?q=${encodeURIComponent(q)}` })),
      options,
    );
    const filtered = await load(
      'GET /api/schemes (filters, no text)',
      server.url,
      [{ path: '/api/schemes?category=agriculture' }, { path: `/api/schemes?state=${encodeURIComponent('West Bengal')}&ageGroup=18-25` }, { path: '/api/schemes?incomeRange=below-2-lakh&sort=popularity' }],
      options,
    );
    // Every request a query never seen before (a typo'd word plus a counter), so no cache helps.
    let counter = 0;
    const uncached = await load(
      'GET /api/schemes?q=… (uncached: distinct queries)',
      server.url,
      [{ path: '/api/schemes?q=x', setupPath: () => `/api/schemes?q=${encodeURIComponent(`${QUERIES[counter % QUERIES.length]} ${(counter++).toString(36)}`)}` }],
      options,
    );
    printTable([searchMix, uncached, filtered], ceiling);
    const ratio = searchMix.requestsPerSecond / ceiling.requestsPerSecond;
    console.log(`\nsearch p99 ${searchMix.p99} ms (aim ≤ 50 ms): ${searchMix.p99 <= 50 ? 'met' : 'NOT met'}`);
    console.log(`search throughput ${ratio.toFixed(2)} × health (aim ≥ 0.5): ${ratio >= 0.5 ? 'met' : 'NOT met'}`);
  } finally {
    await server.stop();
  }
}

void main();
