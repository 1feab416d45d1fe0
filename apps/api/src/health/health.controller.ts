import { Controller, Get, Inject } from '@nestjs/common';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { ApiTags } from '@nestjs/swagger';
import Redis from 'ioredis';
import { Pool } from 'pg';
import { Public } from '../auth/public.decorator';
import { PG_POOL } from '../database/database.module';
import { QueueRegistry, REDIS } from '../queues/queues.module';

const TIMEOUT_MS = 1500;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS)),
  ]);
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly queues: QueueRegistry,
  ) {}

  /** Database, Redis and queue depths; 503 when a dependency is down. */
  @Public()
  @Get()
  @HealthCheck()
  check() {
    return this.health.check([
      async () => {
        const session = this.indicators.check('database');
        try {
          await withTimeout(this.pool.query('SELECT 1'));
          return session.up();
        } catch (error) {
          return session.down({ message: (error as Error).message });
        }
      },
      async () => {
        const session = this.indicators.check('redis');
        try {
          // Right after start the client may still be connecting; give it the same time budget.
          if (this.redis.status !== 'ready') await withTimeout(new Promise((resolve) => this.redis.once('ready', resolve)));
          await withTimeout(this.redis.ping());
          return session.up();
        } catch (error) {
          return session.down({ message: (error as Error).message });
        }
      },
      async () => {
        const session = this.indicators.check('queues');
        try {
          const counts: Record<string, Record<string, number>> = {};
          for (const [name, queue] of this.queues.queues) {
            counts[name] = await withTimeout(queue.getJobCounts('waiting', 'active', 'delayed', 'failed'));
          }
          return session.up(counts);
        } catch (error) {
          return session.down({ message: (error as Error).message });
        }
      },
    ]);
  }
}
