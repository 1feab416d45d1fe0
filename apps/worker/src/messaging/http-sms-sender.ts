import { PermanentDeliveryError, type DeliveryReceipt, type OutgoingMessage, type SmsSender } from './adapters';

/**
 * SMS through an HTTP gateway: POST {to, message, reference} with a bearer token (the shape
 * most Indian DLT-registered gateways accept behind a thin proxy). 4xx is permanent, 5xx retried.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(message: OutgoingMessage): Promise<DeliveryReceipt> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': message.id,
        ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ to: `+91${message.recipient}`, message: message.body, reference: message.id }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status >= 400 && response.status < 500) {
      throw new PermanentDeliveryError(`SMS gateway refused the message: ${response.status}`);
    }
    if (!response.ok) throw new Error(`SMS gateway error ${response.status}`);
    const body = (await response.json().catch(() => ({}))) as { id?: string };
    return { status: 'sent', providerId: body.id ?? message.id };
  }
}

export class KeepInOutboxSmsSender implements SmsSender {
  async send(): Promise<DeliveryReceipt> {
    return { status: 'kept' };
  }
}
