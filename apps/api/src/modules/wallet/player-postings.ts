import {
  STAFF_POSTINGS_PAGE,
  type TCurrencyCode,
  type TStaffPlayerBalances,
  type TStaffPosting,
  type TStaffPostingPage,
} from '@casino/contracts';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerPostings, ledgerTransfers } from '../../db/schema/wallet';
import { toMajorUnits } from '../../lib/money';
import { listPlayerBalances } from './ledger';
import { listFunds } from './repo';

// The staff console's view of a player's ledger: balances per currency and the postings that made them.

const ACCOUNT_SHOWN: Record<string, TStaffPosting['account']> = {
  player_real: 'real',
  player_bonus: 'bonus',
  player_free_spin: 'freeSpin',
  player_held: 'held',
};

/**
 * One page of the postings on the player's accounts of one currency, newest first, older than the posting `before`
 * when given. Postings are the ledger's own rows, so the page's amounts sum to what its balances moved by.
 */
export async function listPlayerPostings(
  db: Db,
  playerId: string,
  currency: TCurrencyCode,
  { before, limit = STAFF_POSTINGS_PAGE }: { before?: bigint; limit?: number } = {},
): Promise<TStaffPostingPage> {
  const rows = await db
    .select({
      id: ledgerPostings.id,
      transferId: ledgerPostings.transferId,
      amount: ledgerPostings.amount,
      account: ledgerAccounts.kind,
      kind: ledgerTransfers.kind,
      at: ledgerTransfers.createdAt,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerPostings.transferId))
    .where(
      and(
        eq(ledgerAccounts.userId, playerId),
        eq(ledgerAccounts.currency, currency),
        before === undefined ? undefined : lt(ledgerPostings.id, Number(before)),
      ),
    )
    .orderBy(desc(ledgerPostings.id))
    // One more than the page: whether an older page exists.
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    items: page.map((r) => ({
      id: String(r.id),
      transferId: String(r.transferId),
      at: r.at.toISOString(),
      kind: r.kind,
      account: ACCOUNT_SHOWN[r.account] ?? 'real',
      amount: toMajorUnits(r.amount, currency),
    })),
    nextBefore: rows.length > limit ? String(page[page.length - 1]!.id) : null,
  };
}

/** Every fund of the player with the ledger's balances and the first page of its postings. */
export async function getStaffPlayerBalances(db: Db, playerId: string): Promise<TStaffPlayerBalances> {
  const [funds, balances] = await Promise.all([listFunds(db, playerId), listPlayerBalances(db, playerId)]);
  const currencies = await Promise.all(
    funds.map(async (fund) => {
      const currency = fund.currency as TCurrencyCode;
      const b = balances.get(currency) ?? { real: 0n, bonus: 0n, freeSpin: 0n, held: 0n };
      return {
        currency,
        isDefault: fund.isDefault,
        real: toMajorUnits(b.real, currency),
        bonus: toMajorUnits(b.bonus, currency),
        freeSpin: toMajorUnits(b.freeSpin, currency),
        held: toMajorUnits(b.held, currency),
        postings: await listPlayerPostings(db, playerId, currency),
      };
    }),
  );
  return { currencies };
}
