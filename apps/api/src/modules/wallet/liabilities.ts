import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerPostings, ledgerTransfers } from '../../db/schema/wallet';
import { checkLedgerInvariants, type LedgerCheck } from './ledger-repo';

// What the operator owes players, as the ledger holds it, for the operator's reports (docs/decisions/029-operator-console.md).

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const big = (v: unknown) => BigInt(String(v ?? 0));

/** One currency: the players' accounts at `at` by kind, and what the ledger check proves they hold now. */
export type PlayerLiability = {
  currency: string;
  real: bigint;
  bonus: bigint;
  freeSpins: bigint;
  held: bigint;
  total: bigint;
  /** The players' balances the ledger check adds up (its `playerTotal`), now. */
  ledgerCheckTotal: bigint;
  /** Postings on players' accounts after `at`: total + movedSince = ledgerCheckTotal when the ledger is sound. */
  movedSince: bigint;
};

export type PlayerLiabilities = { rows: PlayerLiability[]; isLedgerSound: boolean };

/**
 * The players' money at `at`, summed from the postings of their accounts up to it, reconciled with the ledger check's
 * figure in the same snapshot (repeatable read), so a transfer committing meanwhile cannot make them disagree.
 */
export function sumPlayerLiabilities(db: Db, at: Date, currency?: string): Promise<PlayerLiabilities> {
  return db.transaction(
    async (tx) => {
      const handle = tx as unknown as Db;
      const check = await checkLedgerInvariants(handle);
      const only = currency === undefined ? sql`` : sql`AND a.currency = ${currency}`;
      const result = await handle.execute(sql`
        SELECT a.currency, a.kind::text AS kind,
          coalesce(sum(p.amount) FILTER (WHERE t.created_at <= ${at}), 0)::text AS until_at,
          coalesce(sum(p.amount) FILTER (WHERE t.created_at > ${at}), 0)::text AS since_at
        FROM ${ledgerPostings} p
        JOIN ${ledgerAccounts} a ON a.id = p.account_id
        JOIN ${ledgerTransfers} t ON t.id = p.transfer_id
        WHERE a.user_id IS NOT NULL ${only}
        GROUP BY a.currency, a.kind`);
      const byCurrency = new Map<string, PlayerLiability>();
      const rowOf = (code: string) => {
        let row = byCurrency.get(code);
        if (!row) {
          const proven = check.currencies.find((c) => c.currency === code)?.playerTotal ?? 0n;
          row = { currency: code, real: 0n, bonus: 0n, freeSpins: 0n, held: 0n, total: 0n, ledgerCheckTotal: proven, movedSince: 0n };
          byCurrency.set(code, row);
        }
        return row;
      };
      for (const r of rowsOf(result)) {
        const row = rowOf(String(r.currency));
        const amount = big(r.until_at);
        if (r.kind === 'player_real') row.real += amount;
        else if (r.kind === 'player_bonus') row.bonus += amount;
        else if (r.kind === 'player_free_spin') row.freeSpins += amount;
        else row.held += amount;
        row.total += amount;
        row.movedSince += big(r.since_at);
      }
      // A currency whose players hold accounts but no posting yet still shows, with the check's figure.
      for (const c of check.currencies) if ((currency === undefined || c.currency === currency) && c.playerTotal !== 0n) rowOf(c.currency);
      return {
        rows: [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
        isLedgerSound: check.isSound,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Money moved by transfers of `kind` (a bonus conversion, say) per UTC day and currency within [from, to). */
export async function sumTransfersByDay(
  db: Db,
  kind: 'bonus_conversion',
  range: { from: Date; to: Date; currency?: string },
): Promise<{ day: string; currency: string; transfers: number; amount: bigint }[]> {
  const only = range.currency === undefined ? sql`` : sql`AND currency = ${range.currency}`;
  const result = await db.execute(sql`
    SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, currency, count(*) AS transfers, sum(amount)::text AS amount
    FROM ${ledgerTransfers}
    WHERE kind = ${kind} AND created_at >= ${range.from} AND created_at < ${range.to} ${only}
    GROUP BY 1, 2 ORDER BY 1, 2`);
  return rowsOf(result).map((r) => ({
    day: String(r.day),
    currency: String(r.currency),
    transfers: Number(r.transfers),
    amount: big(r.amount),
  }));
}

/** What each player was owed in one currency (all their accounts: real, bonus, free-spin wins and held). */
export type OwedBalances = { currency: string; ledgerCheckTotal: bigint; balances: { playerId: string; balance: bigint }[] };

/**
 * Every player's balance per currency and the ledger check, read in one snapshot (repeatable read), so the balances
 * add up to the check's player total even while money moves: the proof of liabilities commits to exactly this.
 * Currencies the ledger knows with nothing owed are listed too, with no balance.
 */
export function readOwedBalances(db: Db): Promise<{ check: LedgerCheck; currencies: OwedBalances[] }> {
  return db.transaction(
    async (tx) => {
      const handle = tx as unknown as Db;
      const check = await checkLedgerInvariants(handle);
      const byCurrency = new Map<string, OwedBalances>(
        check.currencies.map((c) => [c.currency, { currency: c.currency, ledgerCheckTotal: c.playerTotal, balances: [] }]),
      );
      const result = await handle.execute(sql`
        SELECT currency, user_id, sum(balance)::text AS balance FROM ${ledgerAccounts}
        WHERE user_id IS NOT NULL GROUP BY currency, user_id HAVING sum(balance) <> 0`);
      for (const r of rowsOf(result))
        byCurrency.get(String(r.currency))?.balances.push({ playerId: String(r.user_id), balance: big(r.balance) });
      return { check, currencies: [...byCurrency.values()] };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
