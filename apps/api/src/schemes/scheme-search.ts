import { Inject, Injectable } from '@nestjs/common';
import { normaliseQuery } from '@jan-seva/schemes';
import { Pool } from 'pg';
import { PG_POOL } from '../database/database.module';

/**
 * Full-text search (English stemming + 'simple' for Hindi and codes such as 'PM-KISAN') with
 * trigram word similarity for typos ('kisaan', 'ayushmaan'), both served by GIN indexes.
 * Returns relevance per scheme id.
 */
@Injectable()
export class SchemeSearch {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async rank(query: string): Promise<Map<string, number>> {
    const normalised = normaliseQuery(query);
    if (!normalised) return new Map();
    const result = await this.pool.query<{ id: string; score: number }>(
      `WITH query AS (
         SELECT websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1) AS tsq, $1::text AS text
       )
       SELECT id, (ts_rank(search_vector, query.tsq) * 2 + word_similarity(query.text, search_text))::float8 AS score
         FROM schemes, query
        WHERE status <> 'archived' AND (search_vector @@ query.tsq OR query.text <% search_text)`,
      [normalised],
    );
    return new Map(result.rows.map((row) => [row.id, row.score]));
  }
}
