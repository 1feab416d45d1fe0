/** A message ready to leave the system. */
export interface OutgoingMessage {
  id: string;
  recipient: string;
  subject: string | null;
  body: string;
}

export interface DeliveryReceipt {
  /** 'sent' when a real gateway accepted it; 'kept' when it stays in outbound_messages for an admin. */
  status: 'sent' | 'kept';
  providerId?: string;
}

/** E-mail delivery (SMTP in production). */
export interface Mailer {
  send(message: OutgoingMessage): Promise<DeliveryReceipt>;
}

/** SMS delivery (an HTTP gateway in production). */
export interface SmsSender {
  send(message: OutgoingMessage): Promise<DeliveryReceipt>;
}

/** A failure that retrying cannot fix (bad address, rejected by the gateway). */
export class PermanentDeliveryError extends Error {}
