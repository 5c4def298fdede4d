import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { saferGamblingEvents } from '../../db/schema/responsible-gaming';
import { HARM_FIGURES, type CancelledWithdrawal, type DepositFact, type LimitEvent } from './harm-rules';
import type { Money } from './market-profiles';

// The facts the signs of harm read, each over the player's own rows only: their deposits and withdrawals (the payments
// module's, through its SQL functions), their real-money bets (the ledger's), and the limit refusals and changes of
// their own safer-gambling record.

const DAY_MS = 24 * 3_600_000;
/** The site keeps no player time zone: night is counted in UTC. */
export const NIGHT_ZONE = 'UTC';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const dateOf = (v: unknown) => new Date(v as string);

/** Deposits started in the last 31 days (30 days of history before the last 24 hours), oldest first. */
export async function listDepositFacts(db: Db, playerId: string, now: Date): Promise<DepositFact[]> {
  const after = new Date(now.getTime() - (HARM_FIGURES.surgeHistoryDays + 1) * DAY_MS);
  const rows = rowsOf(
    await db.execute(
      sql`SELECT created_at, status, eur_cents::text AS eur_cents, instrument FROM payments_deposits_since(${playerId}::uuid, ${after.toISOString()}::timestamptz)`,
    ),
  );
  return rows.map((r) => ({
    at: dateOf(r.created_at),
    status: r.status as string,
    eurCents: BigInt(r.eur_cents as string),
    instrument: r.instrument as string,
  }));
}

/**
 * Paid in (completed deposits, converted up) and paid out (completed withdrawals, converted down) in the last 30 days,
 * in `currency` at the site's stored rates; null when the site does not hold `currency` or stores no rate for it: the
 * threshold cannot be compared, and a deposit must not fail for it.
 */
export async function netDeposits(db: Db, playerId: string, currency: Money['currency'], now: Date) {
  const [rate] = rowsOf(
    await db.execute(
      sql`SELECT currency_decimals(${currency}) IS NOT NULL AND (${currency} = 'EUR' OR currency_rate_per_eur(${currency}) IS NOT NULL) AS known`,
    ),
  );
  if (!rate?.known) return null;
  const after = new Date(now.getTime() - HARM_FIGURES.netDepositsDays * DAY_MS).toISOString();
  const [paidIn] = rowsOf(
    await db.execute(
      sql`SELECT coalesce(sum(currency_convert_minor(amount, currency, ${currency}, true)), 0)::text AS total
          FROM payments_deposits_since(${playerId}::uuid, ${after}::timestamptz) WHERE status = 'completed'`,
    ),
  );
  const [paidOut] = rowsOf(
    await db.execute(
      sql`SELECT coalesce(sum(currency_convert_minor(amount, currency, ${currency}, false)), 0)::text AS total
          FROM payments_withdrawals_since(${playerId}::uuid, ${after}::timestamptz) WHERE status = 'completed' AND decided_at > ${after}::timestamptz`,
    ),
  );
  return { paidIn: BigInt(paidIn!.total as string), paidOut: BigInt(paidOut!.total as string) };
}

/** Withdrawals the player cancelled in the last 2 days (a reversal staked within a day of it), with the first stake after. */
export async function listCancelledWithdrawals(db: Db, playerId: string, now: Date): Promise<CancelledWithdrawal[]> {
  const after = new Date(now.getTime() - HARM_FIGURES.reversalWindowMs - DAY_MS).toISOString();
  const rows = rowsOf(
    await db.execute(
      sql`SELECT decided_at, amount::text AS amount, currency, ledger_first_real_bet_after(${playerId}::uuid, decided_at) AS staked_at
          FROM payments_withdrawals_since(${playerId}::uuid, ${after}::timestamptz) WHERE status = 'cancelled' AND decided_at > ${after}::timestamptz`,
    ),
  );
  return rows.map((r) => ({
    cancelledAt: dateOf(r.decided_at),
    amount: r.amount as string,
    currency: r.currency as string,
    stakedAt: r.staked_at ? dateOf(r.staked_at) : null,
  }));
}

/** Real-money bets of the last 7 days by hour of the day. */
export async function listBetsByHour(db: Db, playerId: string, now: Date): Promise<{ hour: number; bets: number }[]> {
  const after = new Date(now.getTime() - HARM_FIGURES.nightDays * DAY_MS).toISOString();
  const rows = rowsOf(
    await db.execute(
      sql`SELECT hour, bets::int AS bets FROM ledger_real_bets_by_hour(${playerId}::uuid, ${after}::timestamptz, ${NIGHT_ZONE})`,
    ),
  );
  return rows.map((r) => ({ hour: Number(r.hour), bets: Number(r.bets) }));
}

const REFUSALS = ['limit_refused', 'deposit_over_limit_held'];
const RAISES = ['limit_raise_asked', 'limit_removal_asked'];

/** Refusals by a limit and increases or removals asked for, from the player's record of the last 2 days. */
export async function listLimitEvents(db: Db, playerId: string, now: Date): Promise<{ refusals: LimitEvent[]; raises: LimitEvent[] }> {
  const after = new Date(now.getTime() - HARM_FIGURES.raiseAfterRefusalMs - DAY_MS);
  const rows = await db
    .select({
      at: saferGamblingEvents.at,
      action: saferGamblingEvents.action,
      before: saferGamblingEvents.before,
      after: saferGamblingEvents.after,
    })
    .from(saferGamblingEvents)
    .where(
      and(
        eq(saferGamblingEvents.userId, playerId),
        gt(saferGamblingEvents.at, after),
        inArray(saferGamblingEvents.action, [...REFUSALS, ...RAISES]),
      ),
    );
  const limitOf = (v: unknown) => (typeof v === 'object' && v !== null && 'limit' in v ? String((v as { limit: unknown }).limit) : null);
  const of = (actions: string[]) =>
    rows
      .filter((r) => actions.includes(r.action))
      .map((r) => ({ at: r.at, limit: limitOf(r.after) ?? limitOf(r.before) }))
      .filter((e): e is LimitEvent => e.limit !== null);
  return { refusals: of(REFUSALS), raises: of(RAISES) };
}
