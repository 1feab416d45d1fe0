import { runMigrations } from '../../../api/src/database/data-source';
import { createFreshDatabase, dropDatabase } from '../../../../test-support/database';

/**
 * A migrated database of the test file's own. A worker runtime's dispatcher is a single-runner
 * subscription with one checkpoint per database, so two test files each running a worker
 * against the run's shared database would take turns with one checkpoint; each gets its own.
 */
export async function createPrivateDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const database = await createFreshDatabase(`jan_seva_test_${prefix}`);
  try {
    await runMigrations(database.url);
  } catch (error) {
    await dropDatabase(database.name);
    throw error;
  }
  return { url: database.url, drop: () => dropDatabase(database.name) };
}
