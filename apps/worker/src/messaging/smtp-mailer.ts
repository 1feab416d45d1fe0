import nodemailer, { type Transporter } from 'nodemailer';
import { PermanentDeliveryError, type DeliveryReceipt, type Mailer, type OutgoingMessage } from './adapters';

/** Real e-mail over SMTP (SMTP_URL such as smtps://user:pass@smtp.example.gov.in:465). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string, private readonly from: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<DeliveryReceipt> {
    try {
      const info = await this.transport.sendMail({
        from: this.from,
        to: message.recipient,
        subject: message.subject ?? 'Jan Seva Portal',
        text: message.body,
        // The outbox id doubles as Message-ID, so a resend after a crash is recognisable as one.
        messageId: `<${message.id}@janseva.portal>`,
      });
      return { status: 'sent', providerId: String(info.messageId ?? message.id) };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      if (code !== undefined && code >= 500 && code < 600) throw new PermanentDeliveryError((error as Error).message);
      throw error;
    }
  }
}

/** Without SMTP_URL, the message stays in outbound_messages, readable in the admin console. */
export class KeepInOutboxMailer implements Mailer {
  async send(): Promise<DeliveryReceipt> {
    return { status: 'kept' };
  }
}
