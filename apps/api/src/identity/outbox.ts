import type { SqlExecutor } from '@jan-seva/event-store';

export interface OutboundMessage {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  purpose: 'password_reset' | 'otp' | 'welcome';
}

/** Writes a message to the outbox in the caller's transaction; the worker delivers it. */
export async function writeOutboundMessage(tx: SqlExecutor, message: OutboundMessage): Promise<void> {
  await tx.query(
    `INSERT INTO outbound_messages (id, channel, recipient, subject, body, purpose) VALUES ($1, $2, $3, $4, $5, $6)`,
    [message.id, message.channel, message.recipient, message.subject ?? null, message.body, message.purpose],
  );
}
