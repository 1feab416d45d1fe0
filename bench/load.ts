import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Runs autocannon against a list of request paths (round-robin) and summarises it. */
export async function load(
  label: string,
  url: string,
  requests: Array<{ path: string; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string>; setupPath?: () => string }>,
  options: { connections: number; durationSeconds: number },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: requests.map((request) => ({
      method: request.method ?? 'GET',
      path: request.path,
      ...(request.body ? { body: request.body } : {}),
      headers: { 'content-type': 'application/json', ...(request.headers ?? {}) },
      ...(request.setupPath ? { setupRequest: (req: { path?: string }) => ({ ...req, path: request.setupPath!() }) } : {}),
    })),
  });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printTable(rows: LoadResult[], ceiling: LoadResult): void {
  console.log('\n| route | req/s | p50 ms | p99 ms | × ceiling | errors | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of [ceiling, ...rows]) {
    console.log(
      `| ${row.label} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${(row.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2)} | ${row.errors} | ${row.non2xx} |`,
    );
  }
}
