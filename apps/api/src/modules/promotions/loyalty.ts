import type { TCurrencyCode, TLoyaltyLevel } from '@casino/contracts';
import type { Db } from '../../db/client';
import { convertToEurFloor, toMajorUnits } from '../../lib/money';
import { getRatePerEur } from '../currency';
import { sumRealStakes } from '../wallet';
import type { LoyaltyLevelSetting } from './settings';

// GET /profile/loyalty-level: the level a player's real-money stakes reach (levels in the promotions file).

const eur = (cents: bigint) => toMajorUnits(cents, 'EUR');

/** The highest level `wageredEurCents` reaches and the one after it; `levels` rise from 0. */
export function loyaltyLevelOf(levels: LoyaltyLevelSetting[], wageredEurCents: bigint): TLoyaltyLevel {
  let index = 0;
  while (index + 1 < levels.length && levels[index + 1]!.minimumWageredEurCents <= wageredEurCents) index += 1;
  const current = levels[index]!;
  const next = levels[index + 1];
  return {
    level: current.level,
    name: current.name,
    wageredEur: eur(wageredEurCents),
    next: next ? { level: next.level, name: next.name, wageredEur: eur(next.minimumWageredEurCents) } : null,
  };
}

/** Stakes in each currency converted to EUR at the stored rate, each rounded down: a level is never reached early. */
export async function getLoyaltyLevel(db: Db, levels: LoyaltyLevelSetting[], userId: string): Promise<TLoyaltyLevel> {
  let wagered = 0n;
  for (const [currency, staked] of await sumRealStakes(db, userId)) {
    if (staked <= 0n) continue;
    wagered += convertToEurFloor(staked, await getRatePerEur(db, currency as TCurrencyCode), currency as TCurrencyCode);
  }
  return loyaltyLevelOf(levels, wagered);
}
