import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@commonpurse/db';
import type { AppConfig } from '../../config.ts';
import type { OutgoingMail } from './message.ts';
import { writeOutboxFile } from './outbox-file.ts';
import { insertOutboxRow } from './repo.ts';

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

type MailSettings = Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

/** SMTP when SMTP_URL is set; otherwise the outbox (a database row plus a JSON file in DATA_DIR/outbox). */
export function createMailer(db: Db, settings: MailSettings, log: FastifyBaseLogger): Mailer {
  return settings.smtpUrl
    ? smtpMailer(db, settings.smtpUrl, settings.mailFrom)
    : outboxMailer(db, settings, log);
}

function smtpMailer(db: Db, smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await insertOutboxRow(db, { ...mail, from, transport: 'smtp', sentAt: new Date() });
    },
    close: () => transport.close(),
  };
}

function outboxMailer(db: Db, settings: MailSettings, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      // The JSON transport still builds the message, so malformed addresses fail here as they would on SMTP.
      const { to, subject, text, html } = mail;
      await transport.sendMail({ from: settings.mailFrom, to, subject, text, html });
      const row = await insertOutboxRow(db, {
        ...mail,
        from: settings.mailFrom,
        transport: 'outbox',
        sentAt: null,
      });
      const path = await writeOutboxFile(settings.dataDir, row.id, row.createdAt, mail);
      log.info({ to: mail.to, subject: mail.subject, path }, 'e-mail kept in the outbox');
    },
    close: () => transport.close(),
  };
}
