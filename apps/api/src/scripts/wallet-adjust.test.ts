import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPlayers } from '../../test/wallet';
import { openDatabase } from '../db/client';
import { users } from '../db/schema/auth';
import { checkLedger, getPlayerBalances } from '../modules/wallet';
import { builtCommand } from '../../test/built-command';
import { copyEmbeddedTemplate } from '../../test/embedded-copy';

describe('npm run wallet:adjust', () => {
  const dataDir = copyEmbeddedTemplate();
  let email = '';
  let userId = '';
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  beforeAll(async () => {
    const database = await openDatabase({ dataDir });
    [userId] = (await insertPlayers(database.db, 1)) as [string];
    email = (await database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
    await database.close();
  });

  const run = (...args: string[]) => {
    const child = spawn(process.execPath, builtCommand('wallet-adjust', ...args), {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    return new Promise<{ code: number | null; output: string }>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  };

  it('credits, repeats safely with its key, debits, and refuses what it cannot do', { timeout: 90_000 }, async () => {
    const credit = await run(
      '--email',
      email.toUpperCase(),
      '--currency',
      'eur',
      '--amount',
      '50.00',
      '--reason',
      'Test funds',
      '--key',
      'k1',
    );
    expect(credit.output).toContain(`Credited 50.00 EUR to ${email.toUpperCase()}.`);
    expect(credit.output).toContain('Real-money balance: 50.00 EUR');
    expect(credit.code, credit.output).toBe(0);

    const repeated = await run('--email', email, '--currency', 'EUR', '--amount', '50.00', '--reason', 'Test funds', '--key', 'k1');
    expect(repeated.output).toContain('Already done with key k1: nothing moved this time.');
    expect(repeated.code, repeated.output).toBe(0);

    const debit = await run('--email', email, '--currency', 'EUR', '--amount', '-12.5', '--reason', 'Correction');
    expect(debit.output).toContain('Real-money balance: 37.50 EUR');
    expect(debit.code, debit.output).toBe(0);

    // One at a time: the embedded database is one process's files.
    const refusals = [
      await run('--email', email, '--currency', 'EUR', '--amount', '-100', '--reason', 'Too much'),
      await run('--email', 'nobody@example.com', '--currency', 'EUR', '--amount', '1', '--reason', 'Nobody'),
      await run('--email', email, '--currency', 'EUR', '--amount', '1.001', '--reason', 'Too precise'),
      await run('--email', email, '--currency', 'XYZ', '--amount', '1', '--reason', 'Unknown currency'),
    ];
    expect(refusals.map((r) => r.code)).toEqual([1, 1, 1, 1]);
    expect(refusals[0]!.output).toContain('Refused: Insufficient funds.');
    expect(refusals[1]!.output).toContain('No player has the e-mail nobody@example.com.');
    expect(refusals[2]!.output).toMatch(/Amount 1\.001: .*decimal/i);
    expect(refusals[3]!.output).toContain('Unknown currency XYZ.');

    const usage = await run('--email', email);
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('Usage: npm run wallet:adjust');

    const database = await openDatabase({ dataDir });
    try {
      expect((await getPlayerBalances(database.db, userId, 'EUR')).real).toBe(3750n);
      expect(await checkLedger(database.db)).toMatchObject({ isSound: true });
    } finally {
      await database.close();
    }
  });
});
