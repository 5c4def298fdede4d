import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/mail';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** Waits for mails still being handed over, then closes the SMTP connection. */
  close(): Promise<void>;
};

type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom'>;

/**
 * SMTP when SMTP_URL is set. Without it mail lands in the mail_outbox table, so a fresh machine can
 * still sign up and reset: `npm run outbox` shows it. The log says only that a mail is there, since
 * its links carry confirmation and reset tokens.
 */
export function createMailer(config: MailConfig, db: Db, log?: FastifyBaseLogger): Mailer {
  const pending = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    return work.finally(() => pending.delete(work));
  };

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (mail) => {
        await track(transport.sendMail({ from: config.mailFrom, ...mail }));
      },
      close: async () => {
        await Promise.allSettled(pending);
        transport.close();
      },
    };
  }

  return {
    send: async (mail) => {
      await track(db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }));
      log?.info({ subject: mail.subject }, 'mail stored in the outbox: npm run outbox shows it');
    },
    close: async () => {
      await Promise.allSettled(pending);
    },
  };
}
