import { gameSlug, type TCurrencyCode, type TPlayerPromotion, type TPlayerPromotionList } from '@casino/contracts';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { convertFromEurFloor, toMajorUnits } from '../../lib/money';
import { getRatePerEur } from '../currency';
import { openRoundBonusStakes } from '../game-wallet';
import { findGameByTitleKey } from '../games';
import { bonusesStopped, bonusRulesOf } from '../responsible-gaming';
import { credit, getPlayerBalances } from '../wallet';
import { fundFreeSpins } from './free-spins';
import {
  activateGrant,
  deleteDecline,
  hasActiveGrant,
  listPlayerGrants,
  lockPlayerGrant,
  rejectPendingGrants,
  type PromotionGrantRow,
} from './repo';
import { forfeitLocked } from './forfeit';
import { isFirstDepositBonus, oneBonusRefusal } from './one-bonus';
import type { PromotionSettings } from './settings';

// A player's promotions (GET, POST and DELETE /profile/promotion): the list, accepting a pending one, rejecting.

export const DAY_MS = 86_400_000;
export const ACTIVE_BONUS_FIRST = 'Finish or forfeit your active bonus first.';
const NO_PENDING = 'There is no pending promotion with this id.';
/** A strong sign of harm stopped bonuses on the account (responsible-gaming, harm-markers.ts). */
export const BONUSES_PAUSED =
  'Bonuses are paused on your account while we check in with you about your play. Please see your safer gambling page.';

/** 403 while bonuses are stopped on the player's account: no grant is made or accepted. */
export async function assertBonusesAllowed(db: Db, userId: string): Promise<void> {
  if (await bonusesStopped(db, userId)) throw forbidden(BONUSES_PAUSED);
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Taken at some point: what `accepted` says (docs/product.md, Promotions). */
const ACCEPTED = new Set<PromotionGrantRow['status']>(['active', 'completed', 'forfeited', 'expired']);

/** Renders grants, looking the free-spins slot and each currency's maximum bet up once. */
export async function viewer(db: Db, settings: PromotionSettings) {
  const key = settings.freeSpins.games[0];
  const game = key === undefined ? undefined : await findGameByTitleKey(db, key);
  const freeSpinsGame = game
    ? { slug: gameSlug(game.imageId ?? game.id), name: game.name, imageId: game.imageId ?? game.id, provider: game.provider }
    : null;
  const maximumBets = new Map<string, bigint>();
  return async (grant: PromotionGrantRow): Promise<TPlayerPromotion> => {
    const currency = grant.currency as TCurrencyCode;
    let maximumBet = maximumBets.get(currency);
    if (maximumBet === undefined) {
      maximumBet = convertFromEurFloor(settings.wagering.maximumBetEurCents, await getRatePerEur(db, currency), currency);
      maximumBets.set(currency, maximumBet);
    }
    return {
      id: grant.id,
      accepted: ACCEPTED.has(grant.status),
      status: grant.status,
      source: grant.source,
      displayName: grant.displayName,
      currency,
      bonusAmount: toMajorUnits(grant.bonusAmount, currency),
      bonusBalance: grant.status === 'active' ? toMajorUnits(await heldBonus(db, grant), currency) : null,
      freeSpins: grant.freeSpins,
      freeSpinsGame: grant.freeSpins > 0 ? freeSpinsGame : null,
      wageringRequirement: toMajorUnits(grant.wageringRequirement, currency),
      wagered: toMajorUnits(grant.wagered, currency),
      spendOrder: settings.wagering.spendOrder,
      maximumBet: toMajorUnits(maximumBet, currency),
      expiresAt: grant.expiresAt.toISOString(),
      createdAt: grant.createdAt.toISOString(),
    };
  };
}

/**
 * The bonus money an active grant holds now. One bonus is active at a time (024), so the player's bonus balance in
 * its currency is this grant's; to it come its bonus stakes in rounds still open (they settle back in proportion)
 * and its free-spin winnings held for the unlock deposit (025). The granted amount alone says €0.00 for spins.
 */
async function heldBonus(db: Db, grant: PromotionGrantRow): Promise<bigint> {
  const { bonus } = await getPlayerBalances(db, grant.userId, grant.currency as TCurrencyCode);
  return bonus + (await openRoundBonusStakes(db, grant.userId, grant.id)) + grant.heldWinnings;
}

export async function viewGrant(db: Db, settings: PromotionSettings, grant: PromotionGrantRow): Promise<TPlayerPromotion> {
  return (await viewer(db, settings))(grant);
}

/** GET /profile/promotion: every promotion the player was given, newest first. */
export async function listPlayerPromotions(db: Db, settings: PromotionSettings, userId: string): Promise<TPlayerPromotionList> {
  const view = await viewer(db, settings);
  const list = [];
  for (const grant of await listPlayerGrants(db, userId)) list.push(await view(grant));
  return list;
}

/** PostgreSQL's unique_violation on the one-active-bonus index: another accept or grant got there first. */
function isOneActiveViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * POST /profile/promotion: accepts one of the player's pending promotions. Its bonus is credited now
 * (promotions → player_bonus, once per grant by its key), it becomes the active bonus and lasts its validity
 * days from now. Accepting also lifts a decline of the welcome offer. One active bonus at a time: 409 otherwise; none
 * while bonuses are stopped on the account (403). Where the player's market allows one bonus only, at the first deposit
 * (Sweden), any other is refused (422).
 */
export async function acceptPromotion(
  db: Db,
  settings: PromotionSettings,
  userId: string,
  id: string,
  now: Date,
): Promise<TPlayerPromotion> {
  if (!UUID.test(id)) throw notFound(NO_PENDING);
  let accepted: PromotionGrantRow;
  try {
    accepted = await db.transaction(async (tx) => {
      const grant = await lockPlayerGrant(tx, userId, id);
      if (grant?.status !== 'pending') throw notFound(NO_PENDING);
      if (grant.expiresAt <= now) throw conflict('This promotion has expired.');
      await assertBonusesAllowed(tx, userId);
      const rules = await bonusRulesOf(tx, userId);
      if (rules.bonusOnlyAtFirstDeposit && !isFirstDepositBonus(grant)) throw oneBonusRefusal(rules, 'this promotion cannot be accepted');
      if (await hasActiveGrant(tx, userId)) throw conflict(ACTIVE_BONUS_FIRST);
      const active = await activateGrant(tx, id, now, new Date(now.getTime() + grant.validityDays * DAY_MS));
      if (!active) throw notFound(NO_PENDING);
      if (active.bonusAmount > 0n) {
        await credit(tx, {
          source: 'promotions',
          idempotencyKey: `promotion-accept:${active.id}`,
          kind: 'bonus',
          currency: active.currency as TCurrencyCode,
          amount: active.bonusAmount,
          userId,
          from: { kind: 'promotions' },
          account: 'player_bonus',
          metadata: { promotionId: active.promotionId, grantId: active.id },
          at: now,
        });
      }
      await fundFreeSpins(tx, settings, active, now);
      await deleteDecline(tx, userId);
      return active;
    });
  } catch (err) {
    if (isOneActiveViolation(err)) throw conflict(ACTIVE_BONUS_FIRST);
    throw err;
  }
  return viewGrant(db, settings, accepted);
}

/**
 * DELETE /profile/promotion: rejects the pending promotion `id`, or every pending one without it; answers the
 * list. An active bonus is not rejected here: it is forfeited (with its warning) from the promotions page.
 */
export async function rejectPromotions(
  db: Db,
  settings: PromotionSettings,
  userId: string,
  id: string | undefined,
  now: Date,
): Promise<TPlayerPromotionList> {
  if (id !== undefined) {
    if (!UUID.test(id)) throw notFound(NO_PENDING);
    await db.transaction(async (tx) => {
      const grant = await lockPlayerGrant(tx, userId, id);
      // The player's own active bonus is given up (the promotions page asked them to confirm a warning first).
      if (grant?.status === 'active') return void (await forfeitLocked(tx, grant, 'forfeited', now));
      if (grant?.status !== 'pending') throw notFound(NO_PENDING);
      await rejectPendingGrants(tx, userId, id);
    });
  } else {
    await rejectPendingGrants(db, userId);
  }
  return listPlayerPromotions(db, settings, userId);
}
