/** A row of GET /api/admin/events: one recorded event; its id is its global position. */
export interface EventRecord {
  id: number | string;
  globalPosition: number | string;
  recordedAt: string;
  streamType: string;
  streamId: string;
  streamVersion: number;
  type: string;
  data: unknown;
  metadata: { actorId?: string; [key: string]: unknown };
}
