import { UnrecoverableError } from 'bullmq';
import type { Pool } from 'pg';
import { PermanentDeliveryError, type Mailer, type SmsSender } from './adapters';

/** Purposes whose body carries a one-time secret; once delivered, the stored copy is blanked. */
const SECRET_PURPOSES = new Set(['password_reset', 'otp']);

export interface DeliveryDependencies {
  pool: Pool;
  mailer: Mailer;
  sms: SmsSender;
}

interface MessageRow {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  purpose: string;
  status: 'queued' | 'sent' | 'kept' | 'failed';
}

/**
 * Delivers one outbox message. Idempotent: a message already sent or kept is left alone, so a
 * job retried after a crash does not send twice unless the crash fell between the gateway's
 * acceptance and our status update (the Message-ID then lets mail clients fold the duplicate).
 */
export async function deliverMessage(deps: DeliveryDependencies, messageId: string): Promise<MessageRow['status']> {
  const found = await deps.pool.query<MessageRow>('SELECT * FROM outbound_messages WHERE id = $1', [messageId]);
  const message = found.rows[0];
  if (!message) throw new UnrecoverableError(`outbound message ${messageId} does not exist`);
  if (message.status === 'sent' || message.status === 'kept') return message.status;

  await deps.pool.query('UPDATE outbound_messages SET attempts = attempts + 1 WHERE id = $1', [messageId]);
  try {
    const adapter = message.channel === 'email' ? deps.mailer : deps.sms;
    const receipt = await adapter.send(message);
    const blank = receipt.status === 'sent' && SECRET_PURPOSES.has(message.purpose);
    await deps.pool.query(
      `UPDATE outbound_messages
          SET status = $2, provider_id = $3, sent_at = now(), last_error = NULL,
              body = CASE WHEN $4 THEN '[delivered; removed because it contained a one-time secret]' ELSE body END
        WHERE id = $1`,
      [messageId, receipt.status, receipt.providerId ?? null, blank],
    );
    return receipt.status;
  } catch (error) {
    const permanent = error instanceof PermanentDeliveryError;
    await deps.pool.query('UPDATE outbound_messages SET last_error = $2, status = $3 WHERE id = $1', [
      messageId,
      (error as Error).message.slice(0, 500),
      permanent ? 'failed' : 'queued',
    ]);
    if (permanent) throw new UnrecoverableError((error as Error).message);
    throw error;
  }
}
