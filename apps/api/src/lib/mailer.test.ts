import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createTestDatabase } from '../../test/app';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import { createMailer } from './mailer';

const mail = {
  to: 'player@example.com',
  subject: 'Reset your password',
  text: 'Open http://casino.test/?resetToken=abc to choose a new password.',
  html: '<p><a href="http://casino.test/?resetToken=abc">Choose a new password</a></p>',
};

describe('mailer', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await drop();
    await smtp.close();
  });

  it('delivers over SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'Casino <no-reply@casino.test>' }, database.db);
    await mailer.send(mail);
    const received = await smtp.waitForMail((m) => m.to.includes(mail.to));
    expect(received.subject).toBe(mail.subject);
    expect(received.text.trim()).toBe(mail.text);
    expect(received.html).toContain('href="http://casino.test/?resetToken=abc"');
    expect(received.raw).toMatch(/^From: Casino <no-reply@casino\.test>/m);
    await mailer.close();
  });

  it('stores mail in the outbox without SMTP and logs only that it is there, never its links', async () => {
    const info = vi.fn();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'x' }, database.db, { info } as unknown as FastifyBaseLogger);
    await mailer.send(mail);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows).toEqual([expect.objectContaining({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })]);
    expect(info).toHaveBeenCalledWith({ subject: mail.subject }, 'mail stored in the outbox: npm run outbox shows it');
    expect(JSON.stringify(info.mock.calls)).not.toContain('resetToken');
    await mailer.close();
  });
});
