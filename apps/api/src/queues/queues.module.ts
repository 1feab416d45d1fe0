import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { queuePrefixFor, Queues, type QueueName } from '@jan-seva/contracts';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config';

export const REDIS = Symbol('REDIS');

/** Queue handles for producers and health checks; the processors live in apps/worker. */
export class QueueRegistry {
  readonly queues: Map<QueueName, Queue>;

  constructor(redisUrl: string, prefix: string) {
    this.queues = new Map(
      Object.values(Queues).map((name) => [name, new Queue(name, { prefix, connection: { url: redisUrl, maxRetriesPerRequest: null } })]),
    );
    for (const queue of this.queues.values()) queue.on('error', () => undefined);
  }

  get(name: QueueName): Queue {
    return this.queues.get(name)!;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      // Fails fast while Redis is down (health reports it) instead of queueing commands.
      useFactory: (config: AppConfig) => {
        const redis = new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
        redis.on('error', () => undefined);
        return redis;
      },
    },
    { provide: QueueRegistry, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new QueueRegistry(config.REDIS_URL, queuePrefixFor(config.DATABASE_URL)) },
  ],
  exports: [REDIS, QueueRegistry],
})
export class QueuesModule implements OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly registry: QueueRegistry,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
    await this.registry.close();
  }
}
