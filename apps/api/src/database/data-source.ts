import { migrations } from '@jan-seva/migrations';
import { DataSource } from 'typeorm';

/** TypeORM is used for the schema: its migrations (plain SQL) are the only way tables change. */
export function createMigrationDataSource(databaseUrl: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url: databaseUrl,
    migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    logging: ['error'],
  });
}

export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const dataSource = createMigrationDataSource(databaseUrl);
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}
