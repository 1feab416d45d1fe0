export type OutboundChannel = 'email' | 'sms';
export type OutboundStatus = 'queued' | 'sent' | 'kept' | 'failed';

/** A row of GET /api/admin/outbound-messages. */
export interface OutboundMessageRecord {
  id: string;
  createdAt: string;
  channel: OutboundChannel;
  recipient: string;
  /** E-mails only. */
  subject?: string | null;
  body: string;
  status: OutboundStatus;
  attempts: number;
  sentAt?: string | null;
  lastError?: string | null;
}
