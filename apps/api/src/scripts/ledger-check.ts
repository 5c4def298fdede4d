// npm run ledger:check: proves the ledger of the configured database balances. Read-only. Works while the API runs
// (through its operator channel, which records it in the audit trail) or without it.
// Exit 0: sound. Exit 1: a mismatch (the offending rows are printed). Exit 2: nothing could be checked.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isCurrencyCode } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db/client';
import { toMajorUnits } from '../lib/money';
import { checkLedger, type LedgerCheck } from '../modules/wallet';
import { plain, type Plain } from '../operator/command';
import { runOperatorCommand } from './operator-channel';

const SHOWN_ROWS = 50;

const money = (minor: string, currency: string) =>
  isCurrencyCode(currency) ? toMajorUnits(BigInt(minor), currency) : `${minor} (minor units)`;

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function printProblems<T>(title: string, rows: T[], format: (row: T) => string) {
  if (!rows.length) return;
  console.log(`\n${title}: ${rows.length}`);
  for (const row of rows.slice(0, SHOWN_ROWS)) console.log(`  ${format(row)}`);
  if (rows.length > SHOWN_ROWS) console.log(`  ... and ${rows.length - SHOWN_ROWS} more`);
}

function printReport(check: Plain<LedgerCheck>): void {
  const bad = new Set([
    ...check.unbalancedCurrencies.map((c) => c.currency),
    ...check.balanceMismatches.map((m) => m.currency),
    ...check.badTransfers.map((t) => t.currency),
    ...check.negativePlayerBalances.map((n) => n.currency),
    ...check.accountsWithoutFund.map((a) => a.currency),
  ]);
  if (!check.currencies.length) console.log('The ledger is empty: no accounts, no transfers.');
  else {
    console.log(
      table(
        ['currency', 'accounts', 'transfers', 'postings sum', 'player balances', 'house side', 'status'],
        check.currencies.map((c) => [
          c.currency,
          String(c.accounts),
          String(c.transfers),
          money(c.postingsTotal, c.currency),
          money(c.playerTotal, c.currency),
          money(c.houseSideTotal, c.currency),
          bad.has(c.currency) ? 'MISMATCH' : 'ok',
        ]),
      ),
    );
  }
  printProblems(
    'Currencies whose postings do not sum to zero',
    check.unbalancedCurrencies,
    (c) => `${c.currency}: ${money(c.postingsTotal, c.currency)}`,
  );
  printProblems(
    'Accounts whose balance differs from the sum of their postings',
    check.balanceMismatches,
    (m) =>
      `account ${m.accountId} (${m.kind} ${m.currency}${m.userId ? ` player ${m.userId}` : ''}): balance ${money(m.balance, m.currency)}, postings ${money(m.postingsTotal, m.currency)}`,
  );
  printProblems(
    'Transfers without exactly their two matching postings',
    check.badTransfers,
    (t) =>
      `transfer ${t.transferId} ${t.source} "${t.idempotencyKey}" (${t.currency}): ${t.postings} posting(s) summing to ${money(t.postingsTotal, t.currency)}`,
  );
  printProblems(
    'Player accounts below zero',
    check.negativePlayerBalances,
    (n) => `account ${n.accountId} (${n.kind} ${n.currency} player ${n.userId}): ${money(n.balance, n.currency)}`,
  );
  printProblems(
    'Player accounts without the fund that shows them to the player',
    check.accountsWithoutFund,
    (a) => `account ${a.accountId} (${a.kind} ${a.currency} player ${a.userId})`,
  );
  printProblems(
    'Idempotency keys that moved money more than once',
    check.repeatedKeys,
    (k) => `${k.source} "${k.idempotencyKey}": ${k.transfers} transfers`,
  );
  console.log(check.isSound ? '\nLedger OK: every invariant holds.' : '\nLedger MISMATCH: see the rows above.');
}

async function hasLedgerTables(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT to_regclass('public.ledger_postings') IS NOT NULL AS present`);
  return Boolean((result as unknown as { rows: { present: unknown }[] }).rows[0]?.present);
}

/** The check on the database opened here, as it is (never migrated): no API runs on it. Answers the exit code. */
async function checkHere(config: Config, where: string): Promise<number> {
  // PGlite is one process's files: a second opener next to a running API could damage them.
  if (!config.databaseUrl && existsSync(path.join(config.dataDir, 'postmaster.pid'))) {
    console.error(`${config.dataDir} is open in a running API (or one that did not shut down cleanly): stop it, then run the check.`);
    return 2;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (!(await hasLedgerTables(database.db))) {
      console.error(`The database (${database.kind}: ${where}) has no ledger tables: it has not been migrated by the API yet.`);
      return 2;
    }
    console.log(`Ledger check on ${database.kind}: ${where}\n`);
    const check = plain(await checkLedger(database.db));
    printReport(check);
    return check.isSound ? 0 : 1;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    console.error(`No embedded database in ${config.dataDir}: set DATA_DIR (or DATABASE_URL) to the API's database.`);
    process.exitCode = 2;
    return;
  }
  const where = config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) || 'PostgreSQL' : config.dataDir;
  // The running API checks its own database (the check is one read transaction); without one, it is opened here.
  await runOperatorCommand(
    config,
    'ledger-check',
    {},
    (check) => {
      console.log(`Ledger check on ${config.databaseUrl ? 'pg' : 'pglite'} (through the running API): ${where}\n`);
      printReport(check);
      process.exitCode = check.isSound ? 0 : 1;
    },
    async () => {
      process.exitCode = await checkHere(config, where);
    },
  );
}

main().then(
  () => process.exit(),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
