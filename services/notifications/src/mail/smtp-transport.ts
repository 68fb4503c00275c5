import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG } from '@classhub/nest-kit';
import { createTransport, type Transporter } from 'nodemailer';
import type { NotificationsConfig } from '../config/notifications.config.js';
import type { MailAttachment } from './mail-queue.entity.js';

export interface OutgoingMail {
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments?: MailAttachment[];
}

/**
 * The SMTP server mails go to (`SMTP_URL`), through nodemailer. Timeouts are short, so a hung server fails the
 * attempt (to be retried) instead of holding the mail and the sender's session.
 */
@Injectable()
export class SmtpTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: NotificationsConfig) {
    this.transporter = createTransport({
      url: config.SMTP_URL,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({ from: this.config.MAIL_FROM, ...mail });
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
