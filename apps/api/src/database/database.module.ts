import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { PostgresEventStore } from '@jan-seva/event-store';
import { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { allInlineProjections } from './projections';

export const PG_POOL = Symbol('PG_POOL');

@Global()
@Module({
  providers: [
    {
      provide: PG_POOL,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const pool = new Pool({ connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE });
        // An idle client losing its connection must not crash the process; the pool replaces it.
        pool.on('error', () => undefined);
        return pool;
      },
    },
    {
      provide: PostgresEventStore,
      inject: [PG_POOL],
      useFactory: (pool: Pool) => new PostgresEventStore(pool, allInlineProjections),
    },
  ],
  exports: [PG_POOL, PostgresEventStore],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
