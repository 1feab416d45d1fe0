import type { InlineProjection, RecordedEvent, SqlExecutor } from '@jan-seva/event-store';
import { complaintEventOf } from './complaint-event-of';

/** `complaint_evidence`: the files of a complaint, for the detail page and the download route. */
export const complaintEvidenceProjection: InlineProjection = {
  name: 'complaint_evidence',
  handles: ['ComplaintEvidenceAttached'],
  tables: ['complaint_evidence'],
  async apply(recorded: RecordedEvent, tx: SqlExecutor): Promise<void> {
    const event = complaintEventOf(recorded);
    if (event?.type !== 'ComplaintEvidenceAttached') return;
    const d = event.data;
    await tx.query(
      `INSERT INTO complaint_evidence (id, complaint_id, kind, mime, size, stored_name, attached_by, attached_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz)
       ON CONFLICT (id) DO NOTHING`,
      [d.evidenceId, d.complaintId, d.kind, d.mime, d.size, d.storedName, d.attachedBy, d.attachedAt],
    );
  },
};
