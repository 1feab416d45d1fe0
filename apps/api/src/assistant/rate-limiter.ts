import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { ApiError } from '../common/api-error';
import { REDIS } from '../queues/queues.module';

/**
 * Fixed-window request limits in Redis, shared by every API replica. If Redis is unreachable
 * the request is allowed: the assistant must keep answering when the queue store is down.
 */
@Injectable()
export class RateLimiter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async consume(scope: string, client: string, limit: number, windowSeconds: number): Promise<void> {
    const window = Math.floor(Date.now() / 1000 / windowSeconds);
    const key = `ratelimit:${scope}:${client}:${window}`;
    let count: number;
    try {
      const [[, incremented]] = (await this.redis.multi().incr(key).expire(key, windowSeconds + 1).exec()) as [[unknown, number]];
      count = incremented;
    } catch {
      return;
    }
    if (count > limit) {
      const retryAfter = windowSeconds - (Math.floor(Date.now() / 1000) % windowSeconds);
      throw new ApiError(429, `Too many questions. Please wait ${retryAfter} seconds and try again.`, 'RATE_LIMITED', undefined, {
        'Retry-After': String(retryAfter),
      });
    }
  }
}
