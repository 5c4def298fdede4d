import type { TCurrencyCode } from '@casino/contracts';
import type { Db } from '../../db/client';
import { convertFromEurFloor } from '../../lib/money';
import { getRatePerEur } from '../currency';

// The rules a bet meets while its player has an active bonus (docs/decisions/023-wagering.md). The promotions
// module owns them (its operator file); the app hands them to the game wallet when it is built (app.ts), and
// wallet_api_call applies them, so they are passed with every bet and the function reads no other module's settings.

export type WageringRules = {
  /** The largest stake while a bonus is active, in EUR cents; converted down at the stored rate per currency. */
  maximumBetEurCents: bigint;
  /** A stake takes bonus money first and the rest from real money; otherwise real money first (decision 023). */
  isBonusFirst: boolean;
  /** The share (0-100) of a bet's bonus-funded part that counts towards wagering, by game code. */
  contributionPercentOf(gameCode: string): number;
  /** A free round's win is added this many times to its bonus's requirement (decision 025). */
  freeWinMultiplier: number;
  /** The wins of no-deposit spins wait on their grant for a deposit (decision 025). */
  holdNoDepositWins: boolean;
};

/** The maximum stake in `currency` while a bonus is active (rounded down, as the wallet checks it). */
export async function maximumBetWhileBonus(db: Db, rules: WageringRules, currency: TCurrencyCode): Promise<bigint> {
  const rate = currency === 'EUR' ? '1' : await getRatePerEur(db, currency);
  return convertFromEurFloor(rules.maximumBetEurCents, rate, currency);
}
