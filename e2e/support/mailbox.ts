import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type Mail = { to: string; subject: string; text: string };

/** A real SMTP server on a free port that keeps what it receives. */
export async function startMailbox() {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (m) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
          mails.push({ to, subject: m.subject ?? '', text: m.text ?? '' });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Waits for a mail to `to` whose subject matches (and whose text has `hasText`); the newest such. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 20_000, hasText = ''): Promise<Mail> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = mails.filter((m) => m.to === to.toLowerCase() && subject.test(m.subject) && m.text.includes(hasText)).at(-1);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`No mail to ${to} matching ${subject} (got: ${mails.map((m) => `${m.to}: ${m.subject}`).join('; ')})`);
    },
    count: (to: string) => mails.filter((m) => m.to === to.toLowerCase()).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/** The first link in a mail that carries the given query parameter. */
export function linkWith(mail: Mail, param: string): string {
  const match = mail.text.match(new RegExp(`https?://\\S+[?&]${param}=[\\w-]+`));
  if (!match) throw new Error(`No ${param} link in mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}
