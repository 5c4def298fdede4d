import type { TCurrencyCode, TStaffBonusGrantRequest, TStaffPlayerBonus, TStaffPlayerBonuses } from '@casino/contracts';
import type { Db } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { toMajorUnits } from '../../lib/money';
import { recordStaffAction } from '../audit';
import { bonusesStopped, bonusRulesOf, isSelfExcluded } from '../responsible-gaming';
import { credit, getPlayerBalances, listPlayerCurrencies } from '../wallet';
import { forfeitLocked } from './forfeit';
import { freeSpinStake, fundFreeSpins, spinsLeft } from './free-spins';
import { DAY_MS, viewer } from './player-promotions';
import { hasActiveGrant, listPlayerGrants, lockPlayerGrant, lockPlayerPromotions, type PromotionGrantRow } from './repo';
import type { PromotionSettings } from './settings';
import type { StaffAudit } from './staff-actor';
import { findGrantByKey, insertStaffGrant, setForfeitReason } from './staff-bonuses-repo';
import { wageringMultipleFor } from './wagering';

// Bonuses staff grant and forfeit on a player's page (decision 029, Bonuses). A grant is active at once: its money
// moves promotions → player_bonus (and its spins → player_free_spin) under keys of its own, wagered on the settings'
// terms capped by the player's market, like any bonus. A forfeit is the player's own (forfeit.ts).

export type StaffGrantInput = Omit<TStaffBonusGrantRequest, 'freeSpins'> & { freeSpins: number };

const STAFF_PROMOTION_ID = 'staff-grant';
/** What the player sees of a staff grant on their promotions page. */
const STAFF_DISPLAY_NAME = 'Bonus from the casino';

async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((handle) => work(handle as unknown as Db));
}

/** Renders the player's grants with what the console adds: spins left, and who granted or forfeited and why. */
async function staffViewer(db: Db, settings: PromotionSettings) {
  const view = await viewer(db, settings);
  return async (grant: PromotionGrantRow): Promise<TStaffPlayerBonus> => {
    const p = await view(grant);
    const currency = grant.currency as TCurrencyCode;
    const freeSpinsLeft =
      grant.status === 'active'
        ? spinsLeft((await getPlayerBalances(db, grant.userId, currency)).freeSpin, await freeSpinStake(db, settings, currency))
        : null;
    return {
      id: p.id,
      status: p.status,
      source: p.source,
      displayName: p.displayName,
      currency,
      bonusAmount: p.bonusAmount,
      bonusBalance: p.bonusBalance,
      wagered: p.wagered,
      wageringRequirement: p.wageringRequirement,
      freeSpins: p.freeSpins,
      freeSpinsLeft,
      expiresAt: p.expiresAt,
      createdAt: p.createdAt,
      reason: grant.reason,
      grantedBy: grant.grantedByEmail,
      forfeitReason: grant.forfeitReason,
    };
  };
}

/** The player's bonuses, newest first, and their wallet currencies; 404 for an id with neither. */
export async function listStaffPlayerBonuses(db: Db, settings: PromotionSettings, playerId: string): Promise<TStaffPlayerBonuses> {
  const currencies = await listPlayerCurrencies(db, playerId);
  const grants = await listPlayerGrants(db, playerId);
  if (currencies.length === 0 && grants.length === 0) throw notFound('No such player.');
  const view = await staffViewer(db, settings);
  const items = [];
  for (const grant of grants) items.push(await view(grant));
  return { items, currencies };
}

/** The audit row's view of the player's bonus money in a currency. */
async function balancesOf(tx: Db, playerId: string, currency: TCurrencyCode) {
  const { bonus, freeSpin } = await getPlayerBalances(tx, playerId, currency);
  return { currency, bonusBalance: toMajorUnits(bonus, currency), freeSpinBalance: toMajorUnits(freeSpin, currency) };
}

const sameGrant = (row: PromotionGrantRow, playerId: string, input: StaffGrantInput) =>
  row.userId === playerId &&
  row.currency === input.currency &&
  row.bonusAmount === BigInt(input.amount) &&
  row.freeSpins === input.freeSpins &&
  row.reason === input.reason;

/** Why this player may not be given a bonus now, or undefined. */
async function refusalOf(tx: Db, playerId: string, currency: TCurrencyCode, now: Date): Promise<string | undefined> {
  if (!(await listPlayerCurrencies(tx, playerId)).includes(currency)) return `This player has no ${currency} wallet.`;
  if (await isSelfExcluded(tx, playerId, now)) return 'This player is self-excluded or their account is closed: no bonus can be given.';
  if (await bonusesStopped(tx, playerId)) return 'Bonuses are stopped on this account after a sign of harm: no bonus can be given.';
  const rules = await bonusRulesOf(tx, playerId);
  if (rules.bonusOnlyAtFirstDeposit) {
    return `Under the rules of this player's market (${rules.marketName}) a player has one bonus only, given with their first deposit: no other bonus can be given.`;
  }
  if (await hasActiveGrant(tx, playerId))
    return 'This player has an active bonus, and a player has one at a time: forfeit it first or wait until it ends.';
  return undefined;
}

/**
 * Gives the player a bonus in one of their currencies, active at once, audited in the same transaction. Refused with a
 * 422 saying why where the player may not have one. The same key again answers the first grant (a different grant
 * under it is a 409).
 */
export async function grantStaffBonus(
  db: Db,
  settings: PromotionSettings,
  playerId: string,
  input: StaffGrantInput,
  audit: StaffAudit,
): Promise<{ grant: TStaffPlayerBonus; isRepeat: boolean }> {
  const currency = input.currency;
  const amount = BigInt(input.amount);
  const now = audit.clock.now();
  const { row, isRepeat } = await inTransaction(db, async (tx) => {
    // The player's bonus decisions queue here (deposit grants and withdrawals take it too), so one key grants once.
    await lockPlayerPromotions(tx, playerId);
    const first = await findGrantByKey(tx, input.idempotencyKey);
    if (first) {
      if (!sameGrant(first, playerId, input)) throw conflict('This key was used for a different bonus.');
      return { row: first, isRepeat: true };
    }
    const refusal = await refusalOf(tx, playerId, currency, now);
    if (refusal) throw unprocessable(refusal);
    const before = await balancesOf(tx, playerId, currency);
    const multiple = await wageringMultipleFor(tx, settings, playerId);
    const { validityDays } = settings.wagering;
    const grant = await insertStaffGrant(tx, {
      userId: playerId,
      promotionId: STAFF_PROMOTION_ID,
      source: 'staff',
      displayName: STAFF_DISPLAY_NAME,
      validityDays,
      depositNumber: 0,
      currency,
      bonusAmount: amount,
      freeSpins: input.freeSpins,
      wageringRequirement: amount * BigInt(multiple),
      wageringMultiple: multiple,
      status: 'active',
      acceptedAt: now,
      expiresAt: new Date(now.getTime() + validityDays * DAY_MS),
      createdAt: now,
      reason: input.reason,
      grantedByEmail: audit.entry.actor,
      idempotencyKey: input.idempotencyKey,
    });
    if (amount > 0n) {
      await credit(tx, {
        source: 'promotions',
        idempotencyKey: `staff-bonus:${grant.id}`,
        kind: 'bonus',
        currency,
        amount,
        userId: playerId,
        from: { kind: 'promotions' },
        account: 'player_bonus',
        metadata: { promotionId: grant.promotionId, grantId: grant.id },
        at: now,
      });
    }
    await fundFreeSpins(tx, settings, grant, now);
    await recordStaffAction(
      tx,
      audit.clock,
      {
        ...audit.entry,
        action: 'bonus.grant',
        target: `player:${playerId}`,
        before,
        after: {
          ...(await balancesOf(tx, playerId, currency)),
          grantId: grant.id,
          bonusAmount: toMajorUnits(amount, currency),
          freeSpins: grant.freeSpins,
          wageringMultiple: multiple,
          reason: input.reason,
        },
      },
      audit.log,
    );
    return { row: grant, isRepeat: false };
  });
  return { grant: await (await staffViewer(db, settings))(row), isRepeat };
}

/** Forfeits the player's active bonus with the staff member's reason: what is left of it goes back (forfeit.ts), audited. */
export async function forfeitStaffBonus(
  db: Db,
  settings: PromotionSettings,
  playerId: string,
  grantId: string,
  reason: string,
  audit: StaffAudit,
): Promise<TStaffPlayerBonus> {
  const now = audit.clock.now();
  const row = await inTransaction(db, async (tx) => {
    await lockPlayerPromotions(tx, playerId);
    const grant = await lockPlayerGrant(tx, playerId, grantId);
    if (!grant) throw notFound('This player has no such bonus.');
    if (grant.status !== 'active') throw conflict(`This bonus is ${grant.status}: only an active bonus can be forfeited.`);
    const currency = grant.currency as TCurrencyCode;
    const before = { status: grant.status, ...(await balancesOf(tx, playerId, currency)) };
    const result = await forfeitLocked(tx, grant, 'forfeited', now);
    const after = await setForfeitReason(tx, grant.id, reason);
    await recordStaffAction(
      tx,
      audit.clock,
      {
        ...audit.entry,
        action: 'bonus.forfeit',
        target: `player:${playerId}`,
        before: { grantId, ...before },
        after: {
          grantId,
          status: after.status,
          ...(await balancesOf(tx, playerId, currency)),
          forfeited: toMajorUnits(result.amount, currency),
          reason,
        },
      },
      audit.log,
    );
    return after;
  });
  return (await staffViewer(db, settings))(row);
}
