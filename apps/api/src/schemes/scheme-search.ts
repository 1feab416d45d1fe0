import { Inject, Injectable } from '@nestjs/common';
import { normaliseQuery } from '@jan-seva/schemes';
import { Pool } from 'pg';
import { PG_POOL } from '../database/database.module';
import { CatalogueCache } from './catalogue-cache';

const CACHE_SIZE = 2000;

/**
 * Full-text search (English stemming + 'simple' for Hindi and codes such as 'PM-KISAN') with
 * trigram word similarity on names and tags for typos ('kisaan', 'ayushmaan'), both served by
 * GIN indexes. Results are cached per normalised query until the catalogue changes, since
 * citizens ask the same few hundred questions over and over.
 */
@Injectable()
export class SchemeSearch {
  private cache = new Map<string, Map<string, number>>();
  private cacheMarker = '';

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly catalogue: CatalogueCache,
  ) {}

  async rank(query: string): Promise<Map<string, number>> {
    const normalised = normaliseQuery(query);
    if (!normalised) return new Map();
    const marker = await this.catalogue.currentMarker();
    if (marker !== this.cacheMarker) {
      this.cache = new Map();
      this.cacheMarker = marker;
    }
    const cached = this.cache.get(normalised);
    if (cached) {
      // Refresh recency: Map keeps insertion order, the oldest entry is evicted first.
      this.cache.delete(normalised);
      this.cache.set(normalised, cached);
      return cached;
    }
    const result = await this.pool.query<{ id: string; score: number }>(
      `WITH query AS (
         SELECT websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1) AS tsq, $1::text AS text
       )
       SELECT id, (ts_rank(search_vector, query.tsq) * 2 + word_similarity(query.text, search_keys))::float8 AS score
         FROM schemes, query
        WHERE status <> 'archived' AND (search_vector @@ query.tsq OR query.text <% search_keys)`,
      [normalised],
    );
    const ranks = new Map(result.rows.map((row) => [row.id, row.score]));
    this.cache.set(normalised, ranks);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return ranks;
  }
}
