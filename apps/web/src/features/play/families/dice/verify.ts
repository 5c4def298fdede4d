import { diceFamily, TABLE_TITLES } from '@casino/games';
import type { FloatDraw } from '../family-entry';

export type DiceVerifierGame = { family: 'dice' };
/** roll in hundredths: 5050 is 50.50. */
export type DiceVerified = { family: 'dice'; roll: number };

const { config } = TABLE_TITLES.EmberDice;

export async function verifyDice(_game: DiceVerifierGame, draw: FloatDraw): Promise<DiceVerified> {
  // The roll does not depend on the target.
  const bet = { amount: config.limits.minBet, direction: 'under' as const, target: 5000 };
  const [step] = diceFamily.open(config, bet, await draw(diceFamily.maxFloats(config, bet))).steps;
  return { family: 'dice', roll: step!.roll };
}
