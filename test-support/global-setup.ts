import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runMigrations } from '../apps/api/src/database/data-source';
import { createFreshDatabase } from './database';

/** One fresh, migrated database per integration run; dropped by global-teardown. */
export default async function globalSetup(): Promise<void> {
  const database = await createFreshDatabase();
  await runMigrations(database.url);
  process.env.DATABASE_URL = database.url;
  process.env.TEST_DATABASE_NAME = database.name;
  process.env.REDIS_URL ??= 'redis://localhost:6379';
  process.env.NODE_ENV = 'test';
  writeFileSync(join(__dirname, '.last-test-database'), database.name);
}
