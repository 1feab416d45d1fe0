import type { InlineProjection, RecordedEvent, SqlExecutor } from '@jan-seva/event-store';
import { COMPLAINT_EVENT_TYPES } from '../complaint.events';
import { complaintEventOf } from './complaint-event-of';
import { timelineEntryOf } from './timeline-entry';

/**
 * `complaint_timeline`: one row per milestone event, keyed by its stream version, so applying
 * an event twice inserts nothing the second time.
 */
export const complaintTimelineProjection: InlineProjection = {
  name: 'complaint_timeline',
  handles: COMPLAINT_EVENT_TYPES.filter((type) => type !== 'ComplaintUpvoted' && type !== 'ComplaintUpvoteWithdrawn'),
  tables: ['complaint_timeline'],
  async apply(recorded: RecordedEvent, tx: SqlExecutor): Promise<void> {
    const event = complaintEventOf(recorded);
    if (!event) return;
    const entry = timelineEntryOf(event);
    if (!entry) return;
    await tx.query(
      `INSERT INTO complaint_timeline (complaint_id, position, type, summary, actor_id, audience, at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7::timestamptz)
       ON CONFLICT (complaint_id, position) DO NOTHING`,
      [
        event.data.complaintId,
        recorded.streamVersion,
        event.type,
        JSON.stringify(entry.summary),
        entry.actorId,
        entry.audience,
        entry.at,
      ],
    );
  },
};
