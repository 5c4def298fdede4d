import type { TCurrencyCode } from '@casino/contracts';
import { findTitle, slotStake } from '@casino/games';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionGrants } from '../../db/schema/promotions';
import { convertFromEurFloor } from '../../lib/money';
import { getRatePerEur } from '../currency';
import { credit, debit, getPlayerBalances } from '../wallet';
import type { PromotionGrantRow } from './repo';
import type { PromotionSettings } from './settings';

// Free spins (docs/decisions/025-free-spins.md): a grant's spins become money in the player's free-spin account
// (promotions → player_free_spin) when the grant turns active, are staked by free rounds on the free-spins slot,
// and what is left goes back to the promotions account when the grant ends.

const SOURCE = 'promotions';

/** The slot the spins are played on, and its stake per coin (its lines, or its ways' coins). */
function freeSpinsSlot(settings: PromotionSettings) {
  const key = settings.freeSpins.games[0]!;
  const title = findTitle(key);
  if (title?.family !== 'slots') throw new Error(`Free-spins game ${key} is not a slot`);
  return { key, coinsPerStake: slotStake(title.config, { coinValue: 1n }) };
}

/** The title key free rounds are played on. */
export const freeSpinsGameKey = (settings: PromotionSettings): string => freeSpinsSlot(settings).key;

/**
 * What one free spin stakes in `currency`, minor units: the spin value converted down at the stored rate, then
 * down to a whole coin value of the slot (coin × lines), at least one minor unit per coin. The slot plays the
 * spin at that coin value, so a spin's win is exactly what a paid spin of the same stake would win.
 */
export async function freeSpinStake(db: Db, settings: PromotionSettings, currency: TCurrencyCode): Promise<bigint> {
  const { coinsPerStake } = freeSpinsSlot(settings);
  const value = convertFromEurFloor(settings.freeSpins.spinValueEurCents, await getRatePerEur(db, currency), currency);
  const coin = value / coinsPerStake;
  return (coin > 0n ? coin : 1n) * coinsPerStake;
}

/** The spins a free-spin balance pays for at today's stake. */
export const spinsLeft = (balance: bigint, stake: bigint): number => (stake > 0n ? Number(balance / stake) : 0);

/**
 * Funds a grant's spins as it turns active (inside its transaction): spins × the spin stake, promotions →
 * player_free_spin under `free-spins:<grant id>`, so a retried activation never funds them twice.
 */
export async function fundFreeSpins(tx: Db, settings: PromotionSettings, grant: PromotionGrantRow, now: Date): Promise<bigint> {
  if (grant.freeSpins <= 0) return 0n;
  const currency = grant.currency as TCurrencyCode;
  const amount = (await freeSpinStake(tx, settings, currency)) * BigInt(grant.freeSpins);
  await credit(tx, {
    source: SOURCE,
    idempotencyKey: `free-spins:${grant.id}`,
    kind: 'bonus',
    currency,
    amount,
    userId: grant.userId,
    from: { kind: 'promotions' },
    account: 'player_free_spin',
    metadata: { promotionId: grant.promotionId, grantId: grant.id, freeSpins: grant.freeSpins },
    at: now,
  });
  return amount;
}

/**
 * Gives the spins left in the grant's currency back to the promotions account as the grant ends (expiry or
 * forfeit), under `free-spins-return:<grant id>`; answers what moved.
 */
export async function returnFreeSpins(tx: Db, grant: PromotionGrantRow, now: Date): Promise<bigint> {
  const currency = grant.currency as TCurrencyCode;
  const left = (await getPlayerBalances(tx, grant.userId, currency)).freeSpin;
  if (left <= 0n) return 0n;
  await debit(tx, {
    source: SOURCE,
    idempotencyKey: `free-spins-return:${grant.id}`,
    kind: 'bonus_forfeit',
    currency,
    amount: left,
    userId: grant.userId,
    account: 'player_free_spin',
    to: { kind: 'promotions' },
    metadata: { grantId: grant.id, promotionId: grant.promotionId },
    at: now,
  });
  return left;
}

/** What a free round of `gameKey` plays for the player: none off the free-spins slot or without spins in the currency. */
export type FreeRound = { stake: bigint; coinValue: bigint; left: number; winsHeld: boolean };

/** A player's free round on a launch, by the promotions file the app was built with (freeRoundsOf). */
export type FreeRounds = (db: Db, input: { playerId: string; gameKey: string; currency: TCurrencyCode }) => Promise<FreeRound | null>;

/** Free rounds played at the file's spin value on its free-spins slot: what the app hands to gameplay. */
export const freeRoundsOf =
  (settings: PromotionSettings): FreeRounds =>
  (db, input) =>
    freeRoundOf(db, settings, input);

async function freeRoundOf(
  db: Db,
  live: PromotionSettings,
  input: { playerId: string; gameKey: string; currency: TCurrencyCode },
): Promise<FreeRound | null> {
  if (freeSpinsGameKey(live) !== input.gameKey) return null;
  const stake = await freeSpinStake(db, live, input.currency);
  const left = spinsLeft((await getPlayerBalances(db, input.playerId, input.currency)).freeSpin, stake);
  // As wallet_api_call decides: an active no-deposit grant's wins are held while the file sets an unlock.
  const [grant] = await db
    .select({ source: promotionGrants.source })
    .from(promotionGrants)
    .where(
      and(eq(promotionGrants.userId, input.playerId), eq(promotionGrants.currency, input.currency), eq(promotionGrants.status, 'active')),
    )
    .orderBy(asc(promotionGrants.createdAt), asc(promotionGrants.id))
    .limit(1);
  const winsHeld = live.noDeposit?.winUnlock != null && grant?.source === 'no_deposit';
  return { stake, coinValue: stake / freeSpinsSlot(live).coinsPerStake, left, winsHeld };
}
