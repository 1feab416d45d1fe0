import type { Pool } from 'pg';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './row-mapping';
import type { InlineProjection, RecordedEvent, SqlExecutor } from './types';

/**
 * Empties the projections' tables and replays the whole log into them in one transaction, in
 * commit order. Appends that touch those tables wait for the rebuild to commit (the TRUNCATE
 * holds their locks), so no event falls between the replay and the live projection.
 */
export async function rebuildProjections(
  pool: Pool,
  projections: readonly InlineProjection[],
  batchSize = 2000,
): Promise<{ events: number }> {
  const byType = new Map<string, InlineProjection[]>();
  for (const projection of projections) {
    for (const type of projection.handles) byType.set(type, [...(byType.get(type) ?? []), projection]);
  }
  const tables = [...new Set(projections.flatMap((projection) => projection.tables))];
  const client = await pool.connect();
  let count = 0;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    if (tables.length > 0) await client.query(`TRUNCATE ${tables.map(quoteIdent).join(', ')}`);
    let after = { t: '0', p: 0 };
    for (;;) {
      const rows = await client.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events
         WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND type = ANY($3)
         ORDER BY transaction_id, global_position LIMIT $4`,
        [after.t, after.p, [...byType.keys()], batchSize],
      );
      if (rows.rows.length === 0) break;
      for (const row of rows.rows) {
        const event = toRecordedEvent(row);
        for (const projection of byType.get(event.type) ?? []) await projection.apply(event, client);
        count += 1;
        after = { t: event.transactionId, p: event.globalPosition };
      }
    }
    await client.query('COMMIT');
    return { events: count };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Applies recorded events to the projections that handle them, in order (tests and tools). */
export async function applyProjections(
  projections: readonly InlineProjection[],
  events: readonly RecordedEvent[],
  tx: SqlExecutor,
): Promise<void> {
  for (const event of events) {
    for (const projection of projections) {
      if (projection.handles.includes(event.type)) await projection.apply(event, tx);
    }
  }
}
