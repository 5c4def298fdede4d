import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp';
import { insertPlayers } from '../../test/wallet';
import { openDatabase } from '../db/client';
import { users } from '../db/schema/auth';
import { playerProfiles } from '../db/schema/profile';
import { unsubscribeLink } from '../modules/profile';
import { builtCommand } from '../../test/built-command';
import { copyEmbeddedTemplate } from '../../test/embedded-copy';

const SECRET = 'u'.repeat(40);

// The operator's command end to end: its own process, the embedded database, mail over real SMTP. Who passes the
// gate is tested in modules/profile/promotional-mail.test.ts.
describe('npm run promotions:mail', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-promotions-mail-'));
  const dataDir = copyEmbeddedTemplate(path.join(dir, 'data'));
  const textFile = path.join(dir, 'mail.txt');
  let smtp: SmtpCapture;
  const emails: Record<string, string> = {};
  let optedIn = '';
  let optedOut = '';

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    const database = await openDatabase({ dataDir });
    [optedIn, optedOut] = (await insertPlayers(database.db, 2)) as [string, string];
    await database.db.insert(playerProfiles).values([
      { userId: optedIn, receiveEmailPromo: true },
      { userId: optedOut, receiveEmailPromo: false },
    ]);
    for (const id of [optedIn, optedOut]) {
      emails[id] = (await database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
    }
    await database.close();
    writeFileSync(textFile, 'Double spins on Friday.\n');
  });
  afterAll(async () => {
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const run = (...args: string[]) => {
    const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SMTP_URL: smtp.url, UNSUBSCRIBE_SECRET: SECRET };
    const child = spawn(process.execPath, builtCommand('promotional-mail', ...args), { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    return new Promise<{ code: number | null; output: string }>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  };

  it('mails the opted-in player with their unsubscribe link, and refuses a call without its subject', { timeout: 90_000 }, async () => {
    const sent = await run('--subject', 'Friday spins', '--text-file', textFile);
    expect([sent.code, sent.output]).toEqual([0, 'Sent to 1 player(s); held back for 0.\n']);
    const mail = await smtp.waitForMail((m) => m.to.includes(emails[optedIn]!));
    expect(mail.subject).toBe('Friday spins');
    expect(mail.text).toContain('Double spins on Friday.');
    expect(mail.text).toContain(unsubscribeLink({ publicUrl: 'http://localhost:3000', unsubscribeSecret: SECRET }, optedIn));
    expect(smtp.mailsTo(emails[optedOut]!)).toEqual([]);

    const refused = await run('--text-file', textFile);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('Usage: npm run promotions:mail');
  });
});
