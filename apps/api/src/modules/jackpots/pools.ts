import type { TCurrencyCode, TJackpotList } from '@casino/contracts';
import { isJackpotWin } from '@casino/games';
import type { Db } from '../../db/client';
import { toMajorUnits } from '../../lib/money';
import {
  houseShardOf,
  jackpotPoolsVersion,
  listJackpotPools,
  lockJackpotPool,
  openJackpotPool,
  payIntoJackpot,
  payOutOfJackpot,
} from '../wallet';
import type { JackpotSettings } from './config';

// The jackpot's rules over the ledger's pool accounts (docs/decisions/019-jackpots.md). Every function runs inside the
// caller's transaction: a round's contribution, draw and payout commit or roll back with its bet.

/** A real-money stake on a title: what feeds a pool and may win it. */
export type JackpotStake = {
  currency: TCurrencyCode;
  gameKey: string;
  playerId: string;
  roundId: string;
  /** Minor units of this wallet bet (the opening stake or a raise). */
  amount: bigint;
  at: Date;
};

/** Whether a real-money bet on this title in this currency feeds a pool and draws for it. */
export const takesPart = (settings: JackpotSettings, gameKey: string, currency: TCurrencyCode): boolean =>
  settings.titles.has(gameKey) && settings.pools.has(currency);

/**
 * Moves the stake's share (contributionBasisPoints of it, rounded down to a minor unit) from the player's house row
 * to the pool, no further than the cap: what would pass it stays with the house. The pool row is locked first, so
 * concurrent stakes read the balance one after another and never overshoot the cap together. `betKey` is the wallet
 * bet's uuid: one contribution per bet, whatever the retries. Answers what moved.
 */
export async function feedJackpot(tx: Db, settings: JackpotSettings, stake: JackpotStake, betKey: string): Promise<bigint> {
  const pool = settings.pools.get(stake.currency);
  if (!pool || !settings.titles.has(stake.gameKey)) return 0n;
  const balance = await lockJackpotPool(tx, stake.currency);
  if (balance === undefined) return 0n;
  const share = (stake.amount * settings.contributionBasisPoints) / 10_000n;
  const room = pool.cap > balance ? pool.cap - balance : 0n;
  const amount = share < room ? share : room;
  if (amount === 0n) return 0n;
  await payIntoJackpot(tx, 'jackpot_contribution', {
    currency: stake.currency,
    amount,
    idempotencyKey: `${betKey}:contribution`,
    houseShard: houseShardOf(tx, stake.playerId),
    metadata: { roundId: stake.roundId, gameKey: stake.gameKey, stake: stake.amount.toString() },
    at: stake.at,
  });
  return amount;
}

/**
 * The round's draw on its reserved float: a win takes the whole pool (locked, so a concurrent win waits and then
 * takes what this one leaves) back to the player's house row and puts the seed in again, both under the round's
 * keys. Answers the pool won (0 for no win), which the caller pays to the player through the wallet API.
 */
export async function drawJackpot(tx: Db, settings: JackpotSettings, stake: JackpotStake, float: number): Promise<bigint> {
  const pool = settings.pools.get(stake.currency);
  if (!pool || !settings.titles.has(stake.gameKey) || !isJackpotWin(float, settings.winChanceOneIn)) return 0n;
  const won = await lockJackpotPool(tx, stake.currency);
  if (!won) return 0n;
  const movement = { currency: stake.currency, houseShard: houseShardOf(tx, stake.playerId), at: stake.at };
  const metadata = { roundId: stake.roundId, gameKey: stake.gameKey };
  await payOutOfJackpot(tx, { ...movement, amount: won, idempotencyKey: `${stake.roundId}:jackpot-win`, metadata });
  await payIntoJackpot(tx, 'jackpot_seed', { ...movement, amount: pool.seed, idempotencyKey: `${stake.roundId}:jackpot-seed`, metadata });
  return won;
}

/**
 * Opens every configured pool that does not exist yet and puts its seed in from the house, once (the seed's key is
 * the currency's): run at start, by any number of instances at once. A pool that holds money is left as it is.
 */
export async function openJackpotPools(db: Db, settings: JackpotSettings, now: Date): Promise<void> {
  for (const pool of settings.pools.values()) {
    await openJackpotPool(db, pool.currency);
    await db.transaction(async (handle) => {
      const tx = handle as unknown as Db;
      if ((await lockJackpotPool(tx, pool.currency)) !== 0n) return;
      await payIntoJackpot(tx, 'jackpot_seed', {
        currency: pool.currency,
        amount: pool.seed,
        idempotencyKey: `${pool.currency}:opening-seed`,
        at: now,
      });
    });
  }
}

/** The configured pools as they stand, in their currencies' major units. */
export async function listJackpots(db: Db, settings: JackpotSettings): Promise<TJackpotList> {
  const jackpots = (await listJackpotPools(db))
    .filter((p): p is { currency: TCurrencyCode; balance: bigint } => settings.pools.has(p.currency as TCurrencyCode))
    .map(({ currency, balance }) => ({
      id: `jackpot-${currency.toLowerCase()}`,
      name: settings.name,
      amount: toMajorUnits(balance, currency),
      currency,
    }));
  return { jackpots };
}

/** Changes whenever a pool does: what a cached list of pools is checked against. */
export const jackpotsVersion = (db: Db): Promise<string> => jackpotPoolsVersion(db);

/**
 * The jackpot a title's session states, in its currency: the contribution as a percent, the chance, the pool now.
 * Undefined when the title or the currency has no pool.
 */
export async function jackpotOfTitle(
  db: Db,
  settings: JackpotSettings,
  gameKey: string,
  currency: TCurrencyCode,
): Promise<{ name: string; contributionPercent: string; chanceOneIn: number; amount: string } | undefined> {
  if (!takesPart(settings, gameKey, currency)) return undefined;
  const pool = (await listJackpotPools(db)).find((p) => p.currency === currency);
  if (!pool) return undefined;
  const bps = settings.contributionBasisPoints;
  return {
    name: settings.name,
    contributionPercent: `${bps / 100n}.${(bps % 100n).toString().padStart(2, '0')}`,
    chanceOneIn: settings.winChanceOneIn,
    amount: toMajorUnits(pool.balance, currency),
  };
}
