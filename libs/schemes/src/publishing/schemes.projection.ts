import type { InlineProjection, RecordedEvent, SqlExecutor } from '@jan-seva/event-store';
import type { Scheme } from '../scheme.schema';
import { searchDocument } from '../search/search-document';
import { SCHEME_EVENT_TYPES, type SchemeEvent } from './scheme.events';

/** Normalised search text per weight (names A, tags B, description C), both languages. */
function searchFields(scheme: Scheme) {
  const document = searchDocument(scheme);
  const join = (a: string, b: string) => [a, b].filter(Boolean).join(' ');
  return {
    names: join(document.en.title, document.hi.title),
    tags: join(document.en.keywords, document.hi.keywords),
    body: join(document.en.body, document.hi.body),
    all: document.all,
    keys: [join(document.en.title, document.hi.title), join(document.en.keywords, document.hi.keywords)].filter(Boolean).join(' '),
  };
}

async function upsert(tx: SqlExecutor, scheme: Scheme, at: string, version: number, publishedAt: string | null): Promise<void> {
  const search = searchFields(scheme);
  await tx.query(
    `INSERT INTO schemes (id, status, category, also_in, level, state, deadline, max_benefit_inr, beneficiaries,
                          document, search_text, search_keys, search_vector, published_at, updated_at, version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $18,
             setweight(to_tsvector('english', $12) || to_tsvector('simple', $12), 'A') ||
             setweight(to_tsvector('english', $13) || to_tsvector('simple', $13), 'B') ||
             setweight(to_tsvector('english', $14) || to_tsvector('simple', $14), 'C'),
             $15, $16, $17)
     ON CONFLICT (id) DO UPDATE SET
       status = CASE WHEN schemes.status = 'archived' THEN 'archived' ELSE EXCLUDED.status END,
       category = EXCLUDED.category, also_in = EXCLUDED.also_in, level = EXCLUDED.level, state = EXCLUDED.state,
       deadline = EXCLUDED.deadline, max_benefit_inr = EXCLUDED.max_benefit_inr, beneficiaries = EXCLUDED.beneficiaries,
       document = EXCLUDED.document, search_text = EXCLUDED.search_text, search_keys = EXCLUDED.search_keys, search_vector = EXCLUDED.search_vector,
       updated_at = EXCLUDED.updated_at, version = EXCLUDED.version
     WHERE schemes.version < EXCLUDED.version`,
    [
      scheme.id, scheme.status, scheme.category, scheme.alsoIn, scheme.level, scheme.state, scheme.deadline ?? null,
      scheme.maxBenefitInr ?? null, scheme.beneficiaries?.count ?? null, JSON.stringify(scheme), search.all,
      search.names, search.tags, search.body, publishedAt ?? at, at, version, search.keys,
    ],
  );
}

/** The public catalogue read model, with its full-text vector and trigram text. */
export const schemesProjection: InlineProjection = {
  name: 'schemes',
  handles: SCHEME_EVENT_TYPES,
  tables: ['schemes'],
  async apply(recorded: RecordedEvent, tx: SqlExecutor) {
    const event = { type: recorded.type, data: recorded.data } as SchemeEvent;
    switch (event.type) {
      case 'SchemePublished':
        return upsert(tx, event.data.scheme, event.data.publishedAt, recorded.streamVersion, event.data.publishedAt);
      case 'SchemeUpdated':
        return upsert(tx, event.data.scheme, event.data.updatedAt, recorded.streamVersion, null);
      case 'SchemeArchived':
        await tx.query(`UPDATE schemes SET status = 'archived', updated_at = $2, version = $3 WHERE id = $1 AND version < $3`, [
          event.data.schemeId, event.data.archivedAt, recorded.streamVersion,
        ]);
        return;
      case 'SchemeRestored':
        await tx.query(
          `UPDATE schemes SET status = document->>'status', updated_at = $2, version = $3 WHERE id = $1 AND version < $3`,
          [event.data.schemeId, event.data.restoredAt, recorded.streamVersion],
        );
        return;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};
