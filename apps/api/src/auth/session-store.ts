import { Inject, Injectable } from '@nestjs/common';
import type { Role } from '@jan-seva/contracts';
import { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PG_POOL } from '../database/database.module';

export interface LiveSession {
  userId: string;
  sessionId: string;
  role: Role;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Activity is written at most this often per session, to keep reads cheap. */
const TOUCH_EVERY_MS = 30_000;

/** Reads the `sessions` read model plus `session_activity` to decide if a session is live. */
@Injectable()
export class SessionStore {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async findLive(sessionId: string, userId: string): Promise<LiveSession | null> {
    if (!UUID.test(sessionId) || !UUID.test(userId)) return null;
    const result = await this.pool.query<{
      role: Role;
      revoked_at: Date | null;
      created_at: Date;
      last_seen_at: Date | null;
    }>(
      `SELECT u.role, s.revoked_at, s.created_at, a.last_seen_at
         FROM sessions s
         JOIN users u ON u.id = s.user_id
         LEFT JOIN session_activity a ON a.session_id = s.id
        WHERE s.id = $1 AND s.user_id = $2`,
      [sessionId, userId],
    );
    const row = result.rows[0];
    if (!row || row.revoked_at) return null;
    const now = Date.now();
    const lastSeen = (row.last_seen_at ?? row.created_at).getTime();
    if (now - lastSeen > this.config.SESSION_IDLE_MINUTES * 60_000) return null;
    if (now - row.created_at.getTime() > this.config.SESSION_MAX_HOURS * 3_600_000) return null;
    if (now - lastSeen > TOUCH_EVERY_MS) await this.touch(sessionId, new Date(now));
    return { userId, sessionId, role: row.role };
  }

  async touch(sessionId: string, at: Date): Promise<void> {
    await this.pool.query(
      `INSERT INTO session_activity (session_id, last_seen_at) VALUES ($1, $2)
       ON CONFLICT (session_id) DO UPDATE SET last_seen_at = GREATEST(session_activity.last_seen_at, EXCLUDED.last_seen_at)`,
      [sessionId, at],
    );
  }

  idleExpiry(from: Date): Date {
    return new Date(from.getTime() + this.config.SESSION_IDLE_MINUTES * 60_000);
  }
}
