import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { staffAuditLog } from '../src/db/schema/audit';
import { users } from '../src/db/schema/auth';
import { playerProfiles } from '../src/db/schema/profile';
import { seedMissingRates } from '../src/modules/currency/service';
import { credit } from '../src/modules/wallet';
import { BUILT_SERVER, builtCommand } from './built-command';
import { copyEmbeddedTemplate } from './embedded-copy';
import { startSmtpCapture, type SmtpCapture } from './smtp';
import { insertPlayers } from './wallet';
import { requestConfirmedWithdrawal } from './withdrawals';
import { freePort } from './free-port';

function runProcess(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Issue 33: every README operator command works while the built API runs on the embedded database, which only the
 * API may open: each one asks the API through its operator channel, the site answers between them, and each leaves
 * its row in the audit trail.
 */
describe('operator commands while the API runs on the embedded database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-operator-commands-'));
  const dataDir = copyEmbeddedTemplate(path.join(dir, 'data'));
  let smtp: SmtpCapture;
  let email = '';
  let mailedEmail = '';
  const withdrawalIds: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // The site's state before the API starts: a player with money and three withdrawal requests, one opted in to mail.
    const database = await openDatabase({ dataDir });
    const db = database.db;
    await seedMissingRates(db, new Date());
    const [player, mailed] = (await insertPlayers(db, 2)) as [string, string];
    email = (await db.select({ email: users.email }).from(users).where(eq(users.id, player)))[0]!.email;
    mailedEmail = (await db.select({ email: users.email }).from(users).where(eq(users.id, mailed)))[0]!.email;
    await db.insert(playerProfiles).values({ userId: mailed, receiveEmailPromo: true });
    await credit(db, {
      source: 'test',
      idempotencyKey: 'operator-commands-deposit',
      kind: 'deposit',
      currency: 'EUR',
      amount: 50_000n,
      userId: player,
      from: { kind: 'gateway_clearing' },
    });
    for (const amount of [3_000n, 15_000n, 2_500n]) {
      const request = { playerId: player, method: 'skrill' as const, currency: 'EUR' as const, amount };
      withdrawalIds.push((await requestConfirmedWithdrawal(db, request, new Date())).id);
    }
    await database.close();
    writeFileSync(path.join(dir, 'mail.txt'), 'Double spins on Friday.\n');
    writeFileSync(path.join(dir, 'bad-rates.json'), JSON.stringify({ quotedAt: '2026-11-20T15:00:00Z', base: 'EUR', rates: {} }));
    const game = { id: 'studio:OperatorTest', name: 'Operator Test', provider: 'Studio', imageId: 'studio:OperatorTest' };
    const terms = { categories: ['slots'], rtp: 96.5, volatility: 'high', minBet: '0.20', maxBet: '100' };
    writeFileSync(path.join(dir, 'feed.json'), JSON.stringify([{ ...game, ...terms, isTop: false, isNew: true, isFeatured: false }]));
  });
  afterAll(async () => {
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs each README operator command through the running API, which keeps serving', { timeout: 900_000 }, async () => {
    const [port, staffPort] = [await freePort(), await freePort()];
    const env = { DATA_DIR: dataDir, STAFF_PORT: String(staffPort), LOG_LEVEL: 'silent' };
    const api = runProcess(['--enable-source-maps', BUILT_SERVER], {
      ...env,
      API_PORT: String(port),
      SMTP_URL: smtp.url,
      UNSUBSCRIBE_SECRET: 'u'.repeat(40),
      STAFF_FOUR_EYES_WITHDRAWAL_EUR: '100',
    });
    const site = `http://127.0.0.1:${port}`;
    const isServing = async () => {
      const health = await fetch(`${site}/health`).catch(() => null);
      const jackpots = await fetch(`${site}/game-aggregator-service/api/v1/jackpots`).catch(() => null);
      return health?.status === 200 && jackpots?.status === 200;
    };
    try {
      // A first start draws every thumbnail: tens of seconds on a busy machine.
      for (let i = 0; i < 600 && !(await isServing()); i++) await new Promise((r) => setTimeout(r, 250));
      expect(await isServing(), api.output()).toBe(true);

      /** Runs one command as the operator does, then checks that the site still answers. */
      const run = async (name: string, ...args: string[]) => {
        const command = runProcess(builtCommand(name, ...args), { ...env, INIT_CWD: dir });
        const code = await command.exited;
        expect(await isServing(), `the site after ${name} ${args.join(' ')}`).toBe(true);
        return { code, output: command.output() };
      };
      const expectDone = (result: { code: number | null; output: string }, text: string | RegExp) => {
        expect(result.code, result.output).toBe(0);
        expect(result.output).toMatch(text);
      };
      const [small, large, rejected] = withdrawalIds as [string, string, string];

      expectDone(
        await run('wallet-adjust', '--email', email, '--currency', 'EUR', '--amount', '25.00', '--reason', 'Goodwill', '--key', 'k1'),
        /Credited 25\.00 EUR to .*\n.*Real-money balance: 320\.00 EUR/,
      );
      const tooMuch = await run('wallet-adjust', '--email', email, '--currency', 'EUR', '--amount', '-1000', '--reason', 'Too much');
      expect([tooMuch.code, tooMuch.output]).toEqual([1, 'Refused: Insufficient funds.\n']);

      const pending = await run('withdrawals', 'list');
      expectDone(pending, small);
      expect(pending.output).toContain(`${large}  `);
      expectDone(await run('withdrawals', 'approve', small, '--reference', 'payout-1'), `Withdrawal ${small} completed: 30.00 EUR.`);
      // 150 EUR is above the four-eyes amount: the command's approval is the first, the console gives the second.
      expectDone(await run('withdrawals', 'approve', large), `Withdrawal ${large}: first approval recorded for 150.00 EUR`);
      const again = await run('withdrawals', 'approve', large);
      expect(again.code).toBe(1);
      expect(again.output).toContain('Refused: You gave the first approval: a second staff member must approve this withdrawal.');
      expectDone(await run('withdrawals', 'reject', rejected, '--reason', 'Wrong account'), `Withdrawal ${rejected} rejected: 25.00 EUR.`);

      expectDone(
        await run('promotions-coupon', 'create', '4242', '--name', 'Spins', '--redemption', '--free-spins', '10'),
        /^Created: 4242 /,
      );
      expectDone(await run('promotions-coupon', 'list'), /^4242 /m);
      expectDone(await run('promotions-coupon', 'disable', '4242'), /^Disabled: 4242 .*DISABLED/);

      expectDone(
        await run('promotional-mail', '--subject', 'Friday spins', '--text-file', path.join(dir, 'mail.txt')),
        'Sent to 1 player(s); held back for 0.',
      );
      expect((await smtp.waitForMail((m) => m.to.includes(mailedEmail))).subject).toBe('Friday spins');

      const added = await run('registers', 'add', 'gamstop', '--email', 'listed@example.com');
      expectDone(added, /^Added: [0-9a-f-]{36} {2}gamstop {3}listed@example\.com/);
      const entryId = /Added: ([0-9a-f-]{36})/.exec(added.output)![1]!;
      expectDone(await run('registers', 'list'), entryId);
      expectDone(await run('registers', 'remove', entryId), `Removed ${entryId}.`);

      expectDone(await run('market-profile', email, 'uk'), `${email}: default → uk.`);
      expectDone(await run('market-profile', email, 'uk'), `${email} already plays under the uk profile.`);

      expectDone(
        await run('rates-update', path.resolve(import.meta.dirname, '../rates/rates.json')),
        /^Loaded \d+ rates from .*rates\.json \(file:rates\.json\)/,
      );
      const badRates = await run('rates-update', 'bad-rates.json');
      expect(badRates.code).toBe(1);
      expect(badRates.output).toContain('Rates from file:bad-rates.json refused, nothing was changed');

      expectDone(await run('catalogue-import', 'feed.json'), /^Added 1, updated 0, rejected 0; \d+ thumbnails drawn\./);

      expectDone(await run('ledger-check'), /through the running API[\s\S]*Ledger OK/);
      expectDone(await run('staff-bootstrap', 'first.admin@example.com'), 'Administrator first.admin@example.com invited.');
    } finally {
      api.child.kill('SIGTERM');
    }
    expect(await api.exited, api.output()).toBe(0);

    // Each command's audit row, as the operator command's, with the input it was asked.
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(staffAuditLog).orderBy(staffAuditLog.seq);
      expect(rows.every((row) => row.actor === 'operator command')).toBe(true);
      expect(rows.map((row) => row.action)).toEqual([
        'operator.wallet-adjust',
        'operator.withdrawals-list',
        'operator.withdrawal-approve',
        'operator.withdrawal-approve',
        'operator.withdrawal-reject',
        'operator.coupon-create',
        'operator.coupons-list',
        'operator.coupon-disable',
        'operator.promotional-mail',
        'operator.register-add',
        'operator.registers-list',
        'operator.register-remove',
        'operator.market-profile',
        'operator.market-profile',
        'operator.rates-update',
        'operator.catalogue-import',
        'operator.ledger-check',
        'operator.staff-bootstrap',
      ]);
      expect(rows.find((row) => row.action === 'operator.catalogue-import')?.after).toEqual({ games: 1 });
    } finally {
      await database.close();
    }
  });
});
