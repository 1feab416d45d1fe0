import { Inject, Injectable } from '@nestjs/common';
import { PostgresEventStore } from '@jan-seva/event-store';
import {
  bookmarkScheme,
  citizenSchemesStreamId,
  evolveCitizenSchemes,
  initialCitizenSchemesState,
  recordEligibilityAnswers,
  removeBookmark,
  type CitizenProfile,
  type CitizenSchemesEvent,
  type CitizenSchemesState,
} from '@jan-seva/schemes';
import { Pool } from 'pg';
import { PG_POOL } from '../database/database.module';

/** A citizen's bookmarks and eligibility answers, as events on their own stream. */
@Injectable()
export class BookmarkStore {
  constructor(
    private readonly store: PostgresEventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async idsOf(userId: string): Promise<Set<string>> {
    const rows = await this.pool.query<{ scheme_id: string }>('SELECT scheme_id FROM scheme_bookmarks WHERE user_id = $1', [userId]);
    return new Set(rows.rows.map((row) => row.scheme_id));
  }

  async list(userId: string): Promise<Array<{ schemeId: string; createdAt: string }>> {
    const rows = await this.pool.query<{ scheme_id: string; created_at: Date }>(
      'SELECT scheme_id, created_at FROM scheme_bookmarks WHERE user_id = $1 ORDER BY created_at DESC',
      [userId],
    );
    return rows.rows.map((row) => ({ schemeId: row.scheme_id, createdAt: row.created_at.toISOString() }));
  }

  add(userId: string, schemeId: string): Promise<void> {
    return this.run(userId, (state) => bookmarkScheme(state, userId, schemeId, new Date()));
  }

  remove(userId: string, schemeId: string): Promise<void> {
    return this.run(userId, (state) => removeBookmark(state, userId, schemeId, new Date()));
  }

  saveAnswers(userId: string, answers: Partial<Record<keyof CitizenProfile, unknown>>): Promise<void> {
    return this.run(userId, (state) => recordEligibilityAnswers(state, userId, answers, new Date()));
  }

  /** Decide on fresh state; a concurrent change (two tabs) is retried once on the new state. */
  private async run(userId: string, decide: (state: CitizenSchemesState) => CitizenSchemesEvent[]): Promise<void> {
    const streamId = citizenSchemesStreamId(userId);
    for (let attempt = 1; ; attempt += 1) {
      const { state, version } = await this.store.aggregate(streamId, evolveCitizenSchemes, initialCitizenSchemesState());
      const events = decide(state);
      if (events.length === 0) return;
      try {
        await this.store.append(streamId, version, events, { metadata: { actorId: userId } });
        return;
      } catch (error) {
        if (attempt >= 3 || (error as { code?: string }).code !== 'EVENT_STORE.CONCURRENCY') throw error;
      }
    }
  }
}
