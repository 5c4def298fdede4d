import { isCurrencyCode, type TCurrencyCode, type TPlayerLimit } from '@casino/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerLimits, saferGamblingEvents } from '../../db/schema/responsible-gaming';
import type { HttpError } from '../../lib/errors';
import { LimitRefusalError } from './harm-markers';
import { convertCeil, convertFloor, toMajorUnits } from '../../lib/money';
import { getRatePerEur } from '../currency';
import { endAllSessions } from '../sessions';
import { limitMessage } from './limit-messages';
import { windowMs } from './limit-values';

// The loss, wager and session-time limits at every real-money bet. The wallet's SQL function
// (db/functions/safer_gambling_bet_refusal.sql) refuses the bet inside the bet's statement; this file holds the
// same rule in TypeScript, to tell the player which limit stopped them and when it resets, and to refuse a
// launch once a limit is reached. bet-limits-sql.test.ts holds the two equal: a change to one changes both.

/** The limits a bet meets, in the order they are checked: the first one passed is named. */
export const BET_LIMITS = ['session_time', 'loss_24h', 'loss_7d', 'loss_30d', 'wager_24h', 'wager_7d', 'wager_30d'] as const;
export type TBetLimit = (typeof BET_LIMITS)[number] & TPlayerLimit;

const MINUTE_MS = 60_000;

/** A money limit's state: what it allows, what its window has used, and when the oldest stake counted leaves it. */
export type MoneyLimitUse = { limit: Exclude<TBetLimit, 'session_time'>; value: bigint; used: bigint; resetsAt: Date | null };

/** Which limit a bet passes, with what the player is told. */
export type BetLimitRefusal =
  | ({ kind: 'money'; currency: TCurrencyCode; stake: bigint; stakeCurrency: TCurrencyCode; message: string } & MoneyLimitUse)
  | { kind: 'session'; limit: 'session_time'; minutes: number; signedInAt: Date; message: string };

const rateOf = (db: Db, currency: TCurrencyCode) => (currency === 'EUR' ? Promise.resolve('1') : getRatePerEur(db, currency));

/**
 * Minor units of `from` in the account currency at the stored rates (EUR itself 1), rounded up (stakes) or down
 * (wins and rollbacks), exactly: as currency_convert_minor in SQL.
 */
async function toAccountCurrency(db: Db, amount: bigint, from: TCurrencyCode, to: TCurrencyCode, round: 'up' | 'down') {
  if (from === to || amount === 0n) return amount;
  const convert = round === 'up' ? convertCeil : convertFloor;
  return convert(amount, { currency: from, ratePerEur: await rateOf(db, from) }, { currency: to, ratePerEur: await rateOf(db, to) });
}

type LimitRow = { limit: TBetLimit; value: bigint };

async function betLimitsOf(db: Db, playerId: string): Promise<LimitRow[]> {
  const rows = await db
    .select({ limit: playerLimits.limit, value: playerLimits.value })
    .from(playerLimits)
    .where(and(eq(playerLimits.userId, playerId), inArray(playerLimits.limit, [...BET_LIMITS])));
  return rows
    .map((r) => ({ limit: r.limit as TBetLimit, value: r.value }))
    .sort((a, b) => BET_LIMITS.indexOf(a.limit) - BET_LIMITS.indexOf(b.limit));
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export async function latestSignIn(db: Db, playerId: string): Promise<Date | null> {
  const [row] = rowsOf(await db.execute(sql`SELECT session_latest_sign_in(${playerId}::uuid) AS at`));
  return row?.at ? new Date(row.at as string) : null;
}

export async function accountCurrencyOf(db: Db, playerId: string): Promise<TCurrencyCode> {
  // The account currency, as safer_gambling_bet_refusal reads it (users.currency).
  const [row] = rowsOf(await db.execute(sql`SELECT currency FROM users WHERE id = ${playerId}::uuid`));
  const currency = row?.currency as string | undefined;
  if (!currency || !isCurrencyCode(currency)) throw new Error(`Player ${playerId} has no account currency`);
  return currency;
}

/**
 * Stakes and returns (wins and rollbacks) committed since `since`, from and into the player's real and bonus money, in
 * the account currency (stakes rounded up, returns down: against the player), and the oldest stake's time. No end, as
 * in SQL: a stake stamped later than the caller's clock was committed by a request that read the clock later.
 */
export async function playTotalsSince(db: Db, playerId: string, since: Date, accountCurrency: TCurrencyCode) {
  const totals = rowsOf(
    await db.execute(
      sql`SELECT currency, staked::text AS staked, returned::text AS returned, first_stake_at FROM ledger_play_totals(${playerId}::uuid, ${since.toISOString()}::timestamptz, 'infinity')`,
    ),
  );
  let staked = 0n;
  let returned = 0n;
  let oldest: Date | null = null;
  for (const t of totals) {
    const currency = t.currency as TCurrencyCode;
    staked += await toAccountCurrency(db, BigInt(t.staked as string), currency, accountCurrency, 'up');
    returned += await toAccountCurrency(db, BigInt(t.returned as string), currency, accountCurrency, 'down');
    if (t.first_stake_at) {
      const at = new Date(t.first_stake_at as string);
      if (!oldest || at < oldest) oldest = at;
    }
  }
  return { staked, returned, oldest };
}

/**
 * What a money limit's window has used at `now`, in the account currency: wager = stakes, loss = stakes - wins - rollbacks
 * (below zero when wins pass stakes), and when the oldest stake counted leaves the window. The window has no end, as in
 * SQL. What refusals and the safer-gambling page both count.
 */
export async function betLimitUse(
  db: Db,
  playerId: string,
  row: { limit: MoneyLimitUse['limit']; value: bigint },
  accountCurrency: TCurrencyCode,
  now: Date,
): Promise<MoneyLimitUse> {
  const { limit } = row;
  const window = windowMs(limit);
  const { staked, returned, oldest } = await playTotalsSince(db, playerId, new Date(now.getTime() - window), accountCurrency);
  const used = limit.startsWith('loss') ? staked - returned : staked;
  return { limit, value: row.value, used, resetsAt: oldest ? new Date(oldest.getTime() + window) : null };
}

export const sessionLimitMessage = (minutes: number) =>
  `Your session limit of ${minutes} minutes is reached, so your session has ended. Sign in again to start a new session.`;

function moneyMessage(use: MoneyLimitUse, currency: TCurrencyCode, stake?: { amount: bigint; currency: TCurrencyCode }): string {
  const asked = stake && { what: 'stake' as const, amount: `${toMajorUnits(stake.amount, stake.currency)} ${stake.currency}` };
  return limitMessage({ ...use, currency, ...(asked && { asked }) });
}

/** The current session against a session limit of `minutes`: when it began (the latest sign-in), and when it reaches the limit. */
export type SessionUse = { signedInAt: Date; minutes: number; reachedAt: Date };

/** The session limit counts minutes since the player's latest sign-in (the one rule of sessions here); null: never signed in. */
export async function sessionUse(db: Db, playerId: string, minutes: number): Promise<SessionUse | null> {
  const signedInAt = await latestSignIn(db, playerId);
  return signedInAt && { signedInAt, minutes, reachedAt: new Date(signedInAt.getTime() + minutes * MINUTE_MS) };
}

/** Whether the session limit is reached at `now`. */
async function sessionRefusal(db: Db, playerId: string, row: LimitRow, now: Date): Promise<BetLimitRefusal | null> {
  const use = await sessionUse(db, playerId, Number(row.value));
  if (!use || now < use.reachedAt) return null;
  const { signedInAt, minutes } = use;
  return { kind: 'session', limit: 'session_time', minutes, signedInAt, message: sessionLimitMessage(minutes) };
}

/**
 * Which limit a bet of `amount` (minor units of `currency`; 0 for a free spin, which is not the player's money) at
 * `now` would pass, with the player's message, or null: the rule of safer_gambling_bet_refusal, in its order. A
 * money limit passes while used + stake ≤ limit, the stake converted to the account currency rounded up.
 */
export async function betLimitRefusal(
  db: Db,
  playerId: string,
  currency: TCurrencyCode,
  amount: bigint,
  now: Date,
): Promise<BetLimitRefusal | null> {
  const limits = await betLimitsOf(db, playerId);
  let accountCurrency: TCurrencyCode | null = null;
  let stake = 0n;
  for (const row of limits) {
    if (row.limit === 'session_time') {
      const refusal = await sessionRefusal(db, playerId, row, now);
      if (refusal) return refusal;
      continue;
    }
    if (amount <= 0n) continue;
    if (!accountCurrency) {
      accountCurrency = await accountCurrencyOf(db, playerId);
      stake = await toAccountCurrency(db, amount, currency, accountCurrency, 'up');
    }
    const use = await betLimitUse(db, playerId, { limit: row.limit, value: row.value }, accountCurrency, now);
    if (use.used + stake > use.value) {
      const message = moneyMessage(use, accountCurrency, { amount, currency });
      return { kind: 'money', currency: accountCurrency, stake, stakeCurrency: currency, message, ...use };
    }
  }
  return null;
}

/**
 * The limit already reached at `now`, or null: the session limit, or a money limit whose window has used all of it
 * (no stake of real or bonus money could pass). A real-money launch is refused then.
 */
export async function reachedBetLimit(db: Db, playerId: string, now: Date): Promise<BetLimitRefusal | null> {
  const limits = await betLimitsOf(db, playerId);
  let accountCurrency: TCurrencyCode | null = null;
  for (const row of limits) {
    if (row.limit === 'session_time') {
      const refusal = await sessionRefusal(db, playerId, row, now);
      if (refusal) return refusal;
      continue;
    }
    accountCurrency ??= await accountCurrencyOf(db, playerId);
    const use = await betLimitUse(db, playerId, { limit: row.limit, value: row.value }, accountCurrency, now);
    if (use.used >= use.value) {
      return {
        kind: 'money',
        currency: accountCurrency,
        stake: 0n,
        stakeCurrency: accountCurrency,
        message: moneyMessage(use, accountCurrency),
        ...use,
      };
    }
  }
  return null;
}

/**
 * Ends the player's sessions once their session limit is reached, with the record's row (actor system), and answers
 * the refusal when it did (null otherwise). Every live session ends: each started at or before the latest sign-in the limit counts from. Safe
 * to call again: with no live session left it writes nothing.
 */
export async function endSessionAtLimit(db: Db, playerId: string, now: Date): Promise<BetLimitRefusal | null> {
  return db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    const row = (await betLimitsOf(tx, playerId)).find((l) => l.limit === 'session_time');
    if (!row) return null;
    const refusal = await sessionRefusal(tx, playerId, row, now);
    if (!refusal || refusal.kind !== 'session') return null;
    const ended = await endAllSessions(tx, playerId, now);
    if (ended === 0) return null;
    await tx.insert(saferGamblingEvents).values({
      userId: playerId,
      at: now,
      actor: 'system',
      action: 'session_limit_ended_session',
      before: { limit: 'session_time', minutes: refusal.minutes, signedInAt: refusal.signedInAt.toISOString(), sessions: ended },
      after: { endedAt: now.toISOString() },
    });
    return refusal;
  });
}

/**
 * 409 when a limit is reached at `now`; a reached session limit ends the player's sessions first. What a real-money
 * launch, and every real-money play request, asks before anything happens.
 */
export async function assertBetLimitsNotReached(db: Db, playerId: string, now: Date): Promise<void> {
  const reached = await reachedBetLimit(db, playerId, now);
  if (!reached) return;
  if (reached.kind === 'session') await endSessionAtLimit(db, playerId, now);
  throw betLimitError(reached, playerId);
}

/**
 * The player's answer to a refused bet or launch: 409 with the message naming the limit and when it resets, recorded
 * once answered (a limit raised soon after is a sign of harm).
 */
export const betLimitError = (refusal: BetLimitRefusal, playerId: string): HttpError =>
  new LimitRefusalError(refusal.message, { playerId, limit: refusal.limit, what: 'play' });
