import type { EventMetadata, RecordedEvent } from './types';

export interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_type: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata | null;
  recorded_at: Date;
}

export const EVENT_COLUMNS =
  'global_position, transaction_id::text AS transaction_id, stream_id, stream_type, stream_version, type, data, metadata, recorded_at';

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    globalPosition: Number(row.global_position),
    transactionId: row.transaction_id,
    streamId: row.stream_id,
    streamType: row.stream_type,
    streamVersion: row.stream_version,
    type: row.type,
    data: row.data,
    metadata: row.metadata ?? {},
    recordedAt: row.recorded_at,
  };
}
