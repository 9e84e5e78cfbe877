import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailProvider, OutgoingEmail } from '../types';

export interface SmtpOptions {
  /** `smtp://user:pass@host:587` or `smtps://…:465` (nodemailer's connection URL). */
  url: string;
  /** The From header, e.g. `Hadiya <no-reply@hadiya.sa>`. */
  from: string;
}

/** E-mail through any SMTP server with nodemailer: a plain-text and an HTML part. */
export class SmtpEmailProvider implements EmailProvider {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpOptions) {
    // Fail within seconds rather than nodemailer's minutes: a sign-up request waits on this.
    this.transport = nodemailer.createTransport({
      url: options.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(message: OutgoingEmail): Promise<{ id: string }> {
    const info = await this.transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: { 'Content-Language': message.lang },
    });
    return { id: String(info.messageId ?? '') };
  }

  close(): void {
    this.transport.close();
  }
}
