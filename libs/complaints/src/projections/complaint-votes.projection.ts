import type { InlineProjection, RecordedEvent, SqlExecutor } from '@jan-seva/event-store';
import { complaintEventOf } from './complaint-event-of';

/**
 * `complaint_votes`: who has a standing vote, so the list can say "you upvoted this". The
 * primary key (complaint_id, citizen_id) makes a replayed vote a no-op.
 */
export const complaintVotesProjection: InlineProjection = {
  name: 'complaint_votes',
  handles: ['ComplaintUpvoted', 'ComplaintUpvoteWithdrawn'],
  tables: ['complaint_votes'],
  async apply(recorded: RecordedEvent, tx: SqlExecutor): Promise<void> {
    const event = complaintEventOf(recorded);
    if (event?.type === 'ComplaintUpvoted') {
      const d = event.data;
      await tx.query(
        `INSERT INTO complaint_votes (complaint_id, citizen_id, upvoted_at) VALUES ($1, $2, $3::timestamptz)
         ON CONFLICT (complaint_id, citizen_id) DO NOTHING`,
        [d.complaintId, d.citizenId, d.upvotedAt],
      );
    } else if (event?.type === 'ComplaintUpvoteWithdrawn') {
      await tx.query('DELETE FROM complaint_votes WHERE complaint_id = $1 AND citizen_id = $2', [
        event.data.complaintId,
        event.data.citizenId,
      ]);
    }
  },
};
