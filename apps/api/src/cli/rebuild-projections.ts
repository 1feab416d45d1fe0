import 'reflect-metadata';
import { rebuildProjections } from '@jan-seva/event-store';
import { Pool } from 'pg';
import { loadConfig } from '../config/config';
import { allInlineProjections } from '../database/projections';
import { exitWithConfigProblems } from './cli-support';

/** `npm run projections:rebuild`: empties every inline read model and replays the log into it. */
async function main(): Promise<void> {
  const config = exitWithConfigProblems(loadConfig);
  const pool = new Pool({ connectionString: config.DATABASE_URL, max: 2 });
  try {
    const started = Date.now();
    const { events } = await rebuildProjections(pool, allInlineProjections);
    const tables = [...new Set(allInlineProjections.flatMap((projection) => projection.tables))];
    console.error(`rebuilt ${tables.join(', ')} from ${events} events in ${Date.now() - started} ms`);
  } finally {
    await pool.end();
  }
}

void main();
