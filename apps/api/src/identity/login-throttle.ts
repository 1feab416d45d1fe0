import { Inject, Injectable } from '@nestjs/common';
import { AuthMessages } from '@jan-seva/contracts';
import { Pool } from 'pg';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PG_POOL } from '../database/database.module';

/**
 * Failed-login counters per identifier and per client address, in PostgreSQL so every API
 * replica sees the same counts. Reaching the limit locks that key until the window ends (429
 * with Retry-After); a successful login clears the identifier's counter.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private keys(identifier: string, ip: string): Array<{ key: string; limit: number }> {
    return [
      { key: `id:${identifier.trim().toLowerCase()}`, limit: this.config.LOGIN_MAX_FAILURES_PER_IDENTIFIER },
      { key: `ip:${ip}`, limit: this.config.LOGIN_MAX_FAILURES_PER_ADDRESS },
    ];
  }

  /** Throws 429 when the identifier or the address is locked out. */
  async assertAllowed(identifier: string, ip: string): Promise<void> {
    const keys = this.keys(identifier, ip).map((entry) => entry.key);
    const result = await this.pool.query<{ locked_until: Date }>(
      'SELECT locked_until FROM auth_throttle WHERE key = ANY($1) AND locked_until > now() ORDER BY locked_until DESC LIMIT 1',
      [keys],
    );
    const lockedUntil = result.rows[0]?.locked_until;
    if (lockedUntil) {
      const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000));
      throw new ApiError(429, AuthMessages.tooManyAttempts, 'AUTH.TOO_MANY_ATTEMPTS', undefined, { 'Retry-After': String(seconds) });
    }
  }

  async recordFailure(identifier: string, ip: string): Promise<void> {
    const windowMinutes = this.config.LOGIN_FAILURE_WINDOW_MINUTES;
    for (const { key, limit } of this.keys(identifier, ip)) {
      await this.pool.query(
        `INSERT INTO auth_throttle (key, failures, window_started_at) VALUES ($1, 1, now())
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN auth_throttle.window_started_at < now() - make_interval(mins => $2) THEN 1 ELSE auth_throttle.failures + 1 END,
           window_started_at = CASE WHEN auth_throttle.window_started_at < now() - make_interval(mins => $2) THEN now() ELSE auth_throttle.window_started_at END,
           locked_until = CASE
             WHEN auth_throttle.window_started_at >= now() - make_interval(mins => $2) AND auth_throttle.failures + 1 >= $3
             THEN now() + make_interval(mins => $2) ELSE auth_throttle.locked_until END`,
        [key, windowMinutes, limit],
      );
    }
  }

  async recordSuccess(identifier: string): Promise<void> {
    await this.pool.query('DELETE FROM auth_throttle WHERE key = $1', [`id:${identifier.trim().toLowerCase()}`]);
  }
}
