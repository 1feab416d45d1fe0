import { Inject, Injectable } from '@nestjs/common';
import type { Scheme } from '@jan-seva/schemes';
import { Pool } from 'pg';
import { PG_POOL } from '../database/database.module';

const MARKER_TTL_MS = 1000;

interface Popularity {
  savedBy: number;
  savedThisWeek: number;
}

/**
 * The published catalogue in memory (about a hundred documents), reloaded whenever the read
 * model's change marker moves, so every replica serves edits at once without a shared cache.
 */
@Injectable()
export class CatalogueCache {
  private marker = '';
  private schemes: Scheme[] = [];
  private byId = new Map<string, Scheme>();
  private popularity = new Map<string, Popularity>();
  private popularityLoadedAt = 0;
  private loading: Promise<void> | undefined;

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Published, not archived schemes. */
  async active(): Promise<Scheme[]> {
    await this.refresh();
    return this.schemes;
  }

  async get(id: string): Promise<Scheme | undefined> {
    await this.refresh();
    return this.byId.get(id);
  }

  async popularityOf(id: string): Promise<Popularity> {
    await this.refreshPopularity();
    return this.popularity.get(id) ?? { savedBy: 0, savedThisWeek: 0 };
  }

  /** Trending: saved by at least 3 citizens in the last 7 days and among the 5 most saved this week. */
  async trendingIds(): Promise<Set<string>> {
    await this.refreshPopularity();
    const ranked = [...this.popularity.entries()].filter(([, p]) => p.savedThisWeek >= 3).sort((a, b) => b[1].savedThisWeek - a[1].savedThisWeek);
    return new Set(ranked.slice(0, 5).map(([id]) => id));
  }

  private markerRead: { at: number; value: Promise<string> } | undefined;

  /**
   * A value that changes whenever any scheme is published, edited, archived or restored. Read
   * at most once a second per process (shared by concurrent requests): an edit made on another
   * replica shows here within a second, and a busy server does not ask once per request.
   */
  currentMarker(): Promise<string> {
    const now = Date.now();
    if (this.markerRead && now - this.markerRead.at < MARKER_TTL_MS) return this.markerRead.value;
    const value = this.pool
      .query<{ marker: string }>(
        `SELECT count(*)::text || ':' || coalesce(max(updated_at)::text, '') || ':' || coalesce(sum(version), 0)::text AS marker FROM schemes`,
      )
      .then((result) => result.rows[0]!.marker);
    value.catch(() => {
      this.markerRead = undefined;
    });
    this.markerRead = { at: now, value };
    return value;
  }

  /** Forget the change marker (after this process itself changed a scheme). */
  invalidate(): void {
    this.markerRead = undefined;
  }

  private async refresh(): Promise<void> {
    const marker = await this.currentMarker();
    if (marker === this.marker) return;
    this.loading ??= (async () => {
      const rows = await this.pool.query<{ document: Scheme }>(`SELECT document FROM schemes WHERE status <> 'archived' ORDER BY id`);
      this.schemes = rows.rows.map((row) => row.document);
      this.byId = new Map(this.schemes.map((scheme) => [scheme.id, scheme]));
      this.marker = marker;
    })().finally(() => {
      this.loading = undefined;
    });
    await this.loading;
  }

  private async refreshPopularity(): Promise<void> {
    if (Date.now() - this.popularityLoadedAt < 30_000) return;
    const rows = await this.pool.query<{ scheme_id: string; saved_by: string; this_week: string }>(
      `SELECT scheme_id, count(*) AS saved_by, count(*) FILTER (WHERE created_at > now() - interval '7 days') AS this_week
         FROM scheme_bookmarks GROUP BY scheme_id`,
    );
    this.popularity = new Map(rows.rows.map((row) => [row.scheme_id, { savedBy: Number(row.saved_by), savedThisWeek: Number(row.this_week) }]));
    this.popularityLoadedAt = Date.now();
  }

  /** Forget cached counts (after a citizen saves a scheme, so their count shows at once). */
  invalidatePopularity(): void {
    this.popularityLoadedAt = 0;
  }
}
