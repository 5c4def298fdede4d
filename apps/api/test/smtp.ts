import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { useTestApp, type TestApp } from './app';

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; raw: string };

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const cut = raw.indexOf('\r\n\r\n');
  const head = cut === -1 ? raw : raw.slice(0, cut);
  const body = cut === -1 ? '' : raw.slice(cut + 4);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part.body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return part.body;
}

/** Leaf parts of a MIME message, each with its content type and decoded text. */
function leaves(part: Part): { type: string; content: string }[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return [{ type: type.split(';')[0]!.trim().toLowerCase(), content: decodeBody(part) }];
  }
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections.filter((s) => !s.startsWith('--')).flatMap((s) => leaves(splitPart(s.replace(/^\r\n/, ''))));
}

/**
 * A real SMTP server on a free local port that keeps every message it receives, for tests that
 * follow the links our mails carry.
 */
export async function startSmtpCapture() {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const message = splitPart(raw);
        const parts = leaves(message);
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: message.headers.get('subject') ?? '',
          text: parts.find((p) => p.type === 'text/plain')?.content ?? '',
          html: parts.find((p) => p.type === 'text/html')?.content ?? '',
          raw,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** The first received mail matching `match`, waiting for it to arrive if needed. */
  async function waitForMail(match: (m: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = mails.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('expected mail did not arrive');
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, 200);
        waiters.add(wake);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail,
    /** Mails sent to this address, oldest first. */
    mailsTo: (address: string) => mails.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** A test app that sends its mail to an SMTP capture, both for the enclosing describe block. */
export function useTestAppWithSmtp(ready: (t: TestApp, smtp: SmtpCapture) => void): void {
  let smtp: SmtpCapture | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp?.close());
  useTestApp(
    (t) => ready(t, smtp!),
    () => ({ SMTP_URL: smtp!.url }),
  );
}

/** The token a mailed link carries in `param` (confirmToken, resetToken). */
export function tokenFromMail(mail: ReceivedMail, param: string): string {
  const match = new RegExp(`https?://\\S+[?&]${param}=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${param} link in mail "${mail.subject}"`);
  return match[1]!;
}
