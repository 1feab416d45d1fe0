import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';

export const BASE_DATABASE_URL = process.env.TEST_DATABASE_BASE_URL ?? 'postgres://postgres@localhost:5432/postgres';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Creates an empty database with a unique name; test runs never share one. */
export async function createFreshDatabase(prefix = 'jan_seva_test'): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: BASE_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return { name, url: withDatabase(BASE_DATABASE_URL, name) };
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = new Client({ connectionString: BASE_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** A pool on the run's database (set by the integration project's global setup). */
export function testPool(max = 10): Pool {
  const url = process.env.DATABASE_URL;
  if (!url || !url.includes('jan_seva_test')) throw new Error('DATABASE_URL is not a test database; run through jest');
  return new Pool({ connectionString: url, max });
}
