import { MULTIPLIER_SCALE } from '../../shared/stakes';
import {
  countWinningRolls,
  DICE_ROLLS,
  diceMultiplier,
  MAX_WINNING_ROLLS,
  MIN_WINNING_ROLLS,
  winningRolls,
  type DiceBet,
  type DiceConfig,
} from './dice';

export type DiceTargetMath = { bet: Pick<DiceBet, 'direction' | 'target'>; winningRolls: number; multiplier: number; rtp: number };

/** Every target a player may choose, in both directions. */
export function allowedDiceTargets(): Pick<DiceBet, 'direction' | 'target'>[] {
  const targets: Pick<DiceBet, 'direction' | 'target'>[] = [];
  for (const direction of ['under', 'over'] as const) {
    for (let target = 0; target < DICE_ROLLS; target += 1) {
      const bet = { direction, target };
      const chance = winningRolls(bet);
      if (chance >= MIN_WINNING_ROLLS && chance <= MAX_WINNING_ROLLS) targets.push(bet);
    }
  }
  return targets;
}

/**
 * The exact RTP of every allowed target: its winning rolls counted over all 10,001 rolls, times
 * its multiplier, over 10,001. Numerator and denominator are exact integers below 2^53.
 */
export function diceTargetMath(config: DiceConfig): DiceTargetMath[] {
  return allowedDiceTargets().map((bet) => {
    const wins = countWinningRolls(bet);
    const multiplier = diceMultiplier(config, bet);
    return { bet, winningRolls: wins, multiplier, rtp: (wins * multiplier) / (DICE_ROLLS * MULTIPLIER_SCALE) };
  });
}
