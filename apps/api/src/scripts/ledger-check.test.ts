import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/app';
import { insertPlayers } from '../../test/wallet';
import { openDatabase, type Database, type Db } from '../db/client';
import { funds, ledgerAccounts, ledgerPostings, ledgerTransfers } from '../db/schema/wallet';
import { checkLedger, credit, debit } from '../modules/wallet';
import { builtCommand } from '../../test/built-command';
import { copyEmbeddedTemplate } from '../../test/embedded-copy';

async function playSomeRounds(db: Db) {
  const [player] = await insertPlayers(db, 1);
  const key = () => `check-test:${crypto.randomUUID()}`;
  const deposit = await credit(db, {
    source: 'check-test',
    idempotencyKey: key(),
    kind: 'deposit',
    currency: 'EUR',
    amount: 10_000n,
    userId: player!,
    from: { kind: 'gateway_clearing' },
  });
  const bet = await debit(db, {
    source: 'check-test',
    idempotencyKey: key(),
    kind: 'bet',
    currency: 'EUR',
    amount: 2_500n,
    userId: player!,
    to: { kind: 'house' },
  });
  await credit(db, {
    source: 'check-test',
    idempotencyKey: key(),
    kind: 'deposit',
    currency: 'BTC',
    amount: 12_345n,
    userId: player!,
    from: { kind: 'gateway_clearing' },
  });
  return { player: player!, deposit, bet };
}

describe('checkLedgerInvariants', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('finds an empty and a healthy ledger sound, with a summary per currency', async () => {
    expect(await checkLedger(database.db)).toMatchObject({ isSound: true, currencies: [] });
    await playSomeRounds(database.db);
    const check = await checkLedger(database.db);
    expect(check.isSound).toBe(true);
    expect(check.currencies).toEqual([
      { currency: 'BTC', accounts: 2, transfers: 1, postingsTotal: 0n, playerTotal: 12_345n, houseSideTotal: -12_345n },
      { currency: 'EUR', accounts: 3, transfers: 2, postingsTotal: 0n, playerTotal: 7_500n, houseSideTotal: -7_500n },
    ]);
  });

  it('reports a balance changed behind the ledger, a lost posting and a negative player balance', async () => {
    const { player, bet } = await playSomeRounds(database.db);
    const db = database.db;
    await db
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + 1` })
      .where(sql`${ledgerAccounts.userId} = ${player} AND ${ledgerAccounts.kind} = 'player_real' AND ${ledgerAccounts.currency} = 'BTC'`);
    let check = await checkLedger(db);
    expect(check.isSound).toBe(false);
    expect(check.balanceMismatches).toEqual([
      expect.objectContaining({ kind: 'player_real', currency: 'BTC', userId: player, balance: 12_346n, postingsTotal: 12_345n }),
    ]);

    await db.delete(ledgerPostings).where(sql`${ledgerPostings.transferId} = ${bet.id} AND ${ledgerPostings.amount} > 0`);
    check = await checkLedger(db);
    expect(check.badTransfers).toEqual([expect.objectContaining({ transferId: bet.id, postings: 1, postingsTotal: -2_500n })]);
    expect(check.unbalancedCurrencies).toEqual([{ currency: 'EUR', postingsTotal: -2_500n }]);

    // The table refuses negative player balances; an operator who drops that guard still gets caught.
    await db.execute(sql`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_player_not_negative_check`);
    const [account] = await db
      .update(ledgerAccounts)
      .set({ balance: -1n })
      .where(sql`${ledgerAccounts.userId} = ${player} AND ${ledgerAccounts.kind} = 'player_real' AND ${ledgerAccounts.currency} = 'EUR'`)
      .returning({ id: ledgerAccounts.id });
    check = await checkLedger(db);
    expect(check.negativePlayerBalances).toEqual([expect.objectContaining({ accountId: account!.id, balance: -1n })]);
  });

  it('reports money the player cannot see and a key that moved twice, should their constraints be dropped', async () => {
    const { player, deposit } = await playSomeRounds(database.db);
    const db = database.db;
    await db.execute(sql`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_fund_fk`);
    await db.delete(funds).where(sql`${funds.userId} = ${player} AND ${funds.currency} = 'BTC'`);
    let check = await checkLedger(db);
    expect(check.isSound).toBe(false);
    expect(check.accountsWithoutFund).toEqual([expect.objectContaining({ kind: 'player_real', currency: 'BTC', userId: player })]);

    await db.execute(sql`ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_source_key_unique`);
    const { id: _id, createdAt: _createdAt, replayed: _replayed, ...copy } = deposit;
    await db.insert(ledgerTransfers).values(copy);
    check = await checkLedger(db);
    expect(check.repeatedKeys).toEqual([{ source: 'check-test', idempotencyKey: deposit.idempotencyKey, transfers: 2 }]);
  });
});

function runCheck(env: Record<string, string>) {
  const child = spawn(process.execPath, builtCommand('ledger-check'), {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('npm run ledger:check', () => {
  const dataDir = copyEmbeddedTemplate();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'exits 0 on a sound embedded database and 1 with the offending row after a balance is tampered with',
    { timeout: 60_000 },
    async () => {
      const database = await openDatabase({ dataDir });
      const { player } = await playSomeRounds(database.db);
      await database.close();

      const sound = await runCheck({ DATA_DIR: dataDir });
      expect(sound.output).toMatch(/EUR\s+3\s+2\s+0\.00\s+75\.00\s+-75\.00\s+ok/);
      expect(sound.output).toContain('Ledger OK');
      expect(sound.code, sound.output).toBe(0);

      const tampered = await openDatabase({ dataDir });
      const [account] = await tampered.db
        .update(ledgerAccounts)
        .set({ balance: 999_999n })
        .where(sql`${ledgerAccounts.userId} = ${player} AND ${ledgerAccounts.kind} = 'player_real' AND ${ledgerAccounts.currency} = 'EUR'`)
        .returning({ id: ledgerAccounts.id });
      expect((await tampered.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, account!.id)))[0]!.balance).toBe(999_999n);
      await tampered.close();

      const broken = await runCheck({ DATA_DIR: dataDir });
      expect(broken.code, broken.output).toBe(1);
      expect(broken.output).toMatch(/EUR\s.*MISMATCH/);
      expect(broken.output).toContain(`account ${account!.id} (player_real EUR player ${player}): balance 9999.99, postings 75.00`);
    },
  );

  it('exits 2 when there is no database to check', async () => {
    const missing = await runCheck({ DATA_DIR: path.join(dataDir, 'nothing-here') });
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('No embedded database');
  });
});
