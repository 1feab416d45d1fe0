import 'reflect-metadata';
import { loadConfig } from '../config/config';
import { checkConnectivity, ensureDatabase } from '../database/connectivity';
import { runMigrations } from '../database/data-source';
import { exitWithConfigProblems } from './cli-support';

/** `npm run migrate`: creates the database when missing and applies pending migrations. */
async function main(): Promise<void> {
  const config = exitWithConfigProblems(loadConfig);
  await ensureDatabase(config.DATABASE_URL).catch(() => undefined);
  const problems = (await checkConnectivity(config.DATABASE_URL, config.REDIS_URL)).filter((p) => p.startsWith('PostgreSQL'));
  if (problems.length > 0) {
    problems.forEach((problem) => console.error(problem));
    process.exit(69);
  }
  const applied = await runMigrations(config.DATABASE_URL);
  console.error(applied.length > 0 ? `applied migrations: ${applied.join(', ')}` : 'database schema is up to date');
}

void main();
