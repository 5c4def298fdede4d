import type { TCurrencyCode } from '@casino/contracts';
import type { Db } from '../../db/client';
import { unprocessable } from '../../lib/errors';
import { LimitRefusalError } from './harm-markers';
import { limitMessage } from './limit-messages';
import { DEPOSIT_LIMITS, describeValue, limitName, windowMs, type DepositLimit } from './limit-values';
import { findSaferGamblingPlayer, insertSaferGamblingEvent, listPlayerLimits } from './limits-repo';
import { isMarketProfile, PROFILES, type MarketProfile } from './market-profiles';

// Deposit limits as the payments module meets them. The payments module owns the deposits; it hands over the ones
// that count (pending and completed, in the account currency, converted up) and this module decides.

/** A deposit counted against the limits: when it was made and its amount in minor units of the account currency. */
export type CountedDeposit = { at: Date; amount: bigint };

/** The player's deposits that count against the limits now (the payments module's), in the account currency. */
export type CountedDepositsSource = (db: Db, playerId: string, currency: TCurrencyCode, now: Date) => Promise<CountedDeposit[]>;

/**
 * The deposit limits a player must still set before depositing: where the profile does not let a player go without
 * (Sweden, spellagen 14 kap. 7 §), one per day, week and month; none elsewhere.
 */
export function depositLimitsToSet(profile: MarketProfile, rows: readonly { limit: string }[]): DepositLimit[] {
  if (profile.mayDeclineDepositLimit) return [];
  return DEPOSIT_LIMITS.filter((limit) => !rows.some((row) => row.limit === limit));
}

/** How far back deposits can count: the longest window. */
export const DEPOSIT_LOOKBACK_MS = windowMs('deposit_30d');

/** What deposits used of a limit's window ending at `now`, and when the oldest of them leaves it (null: none counts). */
export function depositUsage(limit: DepositLimit, deposits: CountedDeposit[], now: Date): { used: bigint; resetsAt: Date | null } {
  const start = now.getTime() - windowMs(limit);
  // A deposit made exactly one window ago has just left it.
  const inWindow = deposits.filter((d) => d.at.getTime() > start);
  const used = inWindow.reduce((sum, d) => sum + d.amount, 0n);
  const oldest = inWindow.reduce<number | null>((min, d) => (min === null || d.at.getTime() < min ? d.at.getTime() : min), null);
  return { used, resetsAt: oldest === null ? null : new Date(oldest + windowMs(limit)) };
}

type Room = { limit: DepositLimit; value: bigint; used: bigint; left: bigint; resetsAt: Date | null };

/** Of the player's deposit limits, the one with the least room left now; null without any. */
async function tightestDepositLimit(db: Db, playerId: string, deposits: CountedDeposit[], now: Date): Promise<Room | null> {
  const rows = (await listPlayerLimits(db, playerId)).filter((r) => (DEPOSIT_LIMITS as readonly string[]).includes(r.limit));
  let tightest: Room | null = null;
  for (const limit of DEPOSIT_LIMITS) {
    const row = rows.find((r) => r.limit === limit);
    if (!row) continue;
    const { used, resetsAt } = depositUsage(limit, deposits, now);
    const left = row.value > used ? row.value - used : 0n;
    if (!tightest || left < tightest.left) tightest = { limit, value: row.value, used, left, resetsAt };
  }
  return tightest;
}

export type DepositCheck = {
  playerId: string;
  /** The account currency: the limits' and the counted deposits'. */
  currency: TCurrencyCode;
  /** This deposit in the account currency, converted up. */
  amount: bigint;
  /** This deposit as the player asked for it, when in another currency ("20.00 USD"). */
  asked?: string;
  deposits: CountedDeposit[];
  now: Date;
};

/**
 * Refuses a deposit the player may not start now: 422 while their profile asks for a deposit-limit choice they have
 * not made; 409 when it would take any deposit limit past its value, naming the limit and when it resets. Call it
 * under lockPlayerLimits, in the transaction that then records the deposit (a pending deposit holds its room).
 */
export async function assertDepositAllowed(db: Db, check: DepositCheck): Promise<void> {
  const { playerId, currency, amount, now } = check;
  const player = await findSaferGamblingPlayer(db, playerId);
  const profile = PROFILES[player && isMarketProfile(player.profile) ? player.profile : 'default'];
  const toSet = depositLimitsToSet(profile, await listPlayerLimits(db, playerId));
  if (toSet.length > 0) {
    const names = toSet.map((limit) => limitName(limit));
    const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    throw unprocessable(
      `Under the rules of your market (${profile.name}) you set a deposit limit for each day, week and month before you deposit: please set your ${list}.`,
      'depositLimit',
    );
  }
  if (profile.depositLimitChoiceRequired && !player?.depositLimitChosenAt) {
    throw unprocessable('Please set a deposit limit, or choose to have none, before you deposit.', 'depositLimit');
  }
  const room = await tightestDepositLimit(db, playerId, check.deposits, now);
  if (!room || amount <= room.left) return;
  const inAccount = describeValue(room.limit, amount, currency);
  const asked = { what: 'deposit' as const, amount: check.asked ? `${check.asked} (${inAccount})` : inAccount };
  throw new LimitRefusalError(limitMessage({ ...room, currency, asked }), { playerId, limit: room.limit, what: 'deposit' });
}

/**
 * How much more the player may deposit now, in minor units of the account currency, and under which limit; null
 * without a deposit limit. A chain payment cannot be refused: what passes this is held (payments, crediting).
 */
export async function depositRoomLeft(
  db: Db,
  playerId: string,
  deposits: CountedDeposit[],
  now: Date,
): Promise<{ limit: DepositLimit; left: bigint } | null> {
  const room = await tightestDepositLimit(db, playerId, deposits, now);
  return room && { limit: room.limit, left: room.left };
}

/** Records a chain payment's part above the player's deposit limit, held for the operator to pay back. */
export async function recordDepositHeldOverLimit(
  db: Db,
  held: { playerId: string; limit: DepositLimit; depositId: string; amount: string; held: string; currency: string; now: Date },
): Promise<void> {
  await insertSaferGamblingEvent(db, {
    userId: held.playerId,
    at: held.now,
    actor: 'system',
    action: 'deposit_over_limit_held',
    before: { depositId: held.depositId, amount: held.amount, currency: held.currency },
    after: { limit: held.limit, held: held.held, currency: held.currency },
  });
}
