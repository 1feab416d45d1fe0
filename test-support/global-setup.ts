import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PostgresEventStore } from '@jan-seva/event-store';
import { catalogueDir, decideScheme, evolveScheme, initialSchemeState, loadCatalogue, schemeStreamId } from '@jan-seva/schemes';
import { Pool } from 'pg';
import { runMigrations } from '../apps/api/src/database/data-source';
import { allInlineProjections } from '../apps/api/src/database/projections';
import { createFreshDatabase } from './database';

/** Publishes the real catalogue into the run's database, as `npm run seed` does. */
async function seedCatalogue(url: string): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 2 });
  try {
    const store = new PostgresEventStore(pool, allInlineProjections);
    for (const scheme of await loadCatalogue(catalogueDir())) {
      const { state, version } = await store.aggregate(schemeStreamId(scheme.id), evolveScheme, initialSchemeState());
      const events = decideScheme({ type: 'PublishScheme', scheme, source: 'catalogue', now: new Date() }, state);
      if (events.length > 0) await store.append(schemeStreamId(scheme.id), version, events);
    }
  } finally {
    await pool.end();
  }
}

/** One fresh, migrated, seeded database per integration run; dropped by global-teardown. */
export default async function globalSetup(): Promise<void> {
  const database = await createFreshDatabase();
  await runMigrations(database.url);
  await seedCatalogue(database.url);
  process.env.DATABASE_URL = database.url;
  process.env.TEST_DATABASE_NAME = database.name;
  process.env.REDIS_URL ??= 'redis://localhost:6379';
  process.env.NODE_ENV = 'test';
  writeFileSync(join(__dirname, '.last-test-database'), database.name);
}
