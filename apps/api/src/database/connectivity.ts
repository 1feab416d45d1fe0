import { Client } from 'pg';
import Redis from 'ioredis';

/**
 * Checks PostgreSQL and Redis before anything else starts, so a newcomer gets one clear line
 * ("PostgreSQL is not answering at ...; start it with ...") instead of a stack trace.
 */
export async function checkConnectivity(databaseUrl: string, redisUrl: string): Promise<string[]> {
  const problems: string[] = [];
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === '3D000') {
      problems.push(`PostgreSQL database in DATABASE_URL does not exist (${redact(databaseUrl)}); create it with: createdb ${new URL(databaseUrl).pathname.slice(1)}`);
    } else {
      problems.push(
        `PostgreSQL is not answering at ${redact(databaseUrl)} (${(error as Error).message}). Start it with 'docker compose up -d postgres', or 'pg_ctlcluster 15 main start' on Debian, or set DATABASE_URL.`,
      );
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    problems.push(
      `Redis is not answering at ${redisUrl} (${(error as Error).message}). Start it with 'docker compose up -d redis', or 'redis-server --daemonize yes', or set REDIS_URL.`,
    );
  } finally {
    redis.disconnect();
  }
  return problems;
}

/** Ensures the database in the URL exists (local development convenience). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function redact(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparseable URL)';
  }
}
