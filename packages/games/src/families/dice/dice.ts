import type { GameFamily } from '../../family';
import type { Payout } from '../../shared/rounding';
import { checkStake, MULTIPLIER_SCALE, winAt, type StakeLimits } from '../../shared/stakes';

/**
 * Dice as Stake maps it: one float gives a roll of 0.00 to 100.00, floor(float × 10001) hundredths,
 * each of the 10,001 rolls equally likely. Rolls and targets are integers in hundredths (5050 is
 * 50.50). "Under" wins below the target, "over" above it. The win chance is the exact share of the
 * 10,001 rolls that win, and the multiplier is RTP / chance rounded down to four decimals.
 */
export const DICE_ROLLS = 10_001;

/** The chance must be at least 0.01 % and at most 98 %: 2 to 9,800 winning rolls of 10,001. */
export const MIN_WINNING_ROLLS = 2;
export const MAX_WINNING_ROLLS = 9_800;

/** rtpBasisPoints: the RTP in hundredths of a percent (9800 is 98.00 %). */
export type DiceConfig = { rtpBasisPoints: number; limits: StakeLimits };
export type DiceDirection = 'over' | 'under';
export type DiceBet = { amount: bigint; direction: DiceDirection; target: number };
/** multiplier is the decimal the bet plays at (1.9601 for ×1.9601), whether it won or not. */
export type DiceStep = { roll: number; direction: DiceDirection; target: number; multiplier: number; isWin: boolean };

export function winningRolls(bet: Pick<DiceBet, 'direction' | 'target'>): number {
  return bet.direction === 'under' ? bet.target : DICE_ROLLS - 1 - bet.target;
}

/** Whether a roll wins: the one rule both the engine and the RTP enumeration use. */
export function isWinningRoll(direction: DiceDirection, target: number, roll: number): boolean {
  return direction === 'under' ? roll < target : roll > target;
}

/**
 * How many of the 10,001 rolls win, each put through the rule. It sits beside the rule because
 * the TypeScript loaders make a call across modules in this loop about 15 times slower.
 */
export function countWinningRolls({ direction, target }: Pick<DiceBet, 'direction' | 'target'>): number {
  let wins = 0;
  for (let roll = 0; roll < DICE_ROLLS; roll += 1) if (isWinningRoll(direction, target, roll)) wins += 1;
  return wins;
}

/**
 * The multiplier in ten-thousandths: floor(RTP × 10001 / winning rolls). Basis points are
 * ten-thousandths too, so the RTP needs no scaling.
 */
export function diceMultiplier(config: DiceConfig, bet: Pick<DiceBet, 'direction' | 'target'>): number {
  return Number((BigInt(config.rtpBasisPoints) * BigInt(DICE_ROLLS)) / BigInt(winningRolls(bet)));
}

/** A target's one payout: its chance and its multiplier. */
export function dicePayouts(config: DiceConfig, bet: Pick<DiceBet, 'direction' | 'target'>): Payout[] {
  return [{ chance: winningRolls(bet) / DICE_ROLLS, num: diceMultiplier(config, bet), den: MULTIPLIER_SCALE }];
}

export const diceFamily: GameFamily<DiceConfig, DiceBet, DiceStep> = {
  id: 'dice',

  checkBet(config, bet) {
    if (bet.direction !== 'over' && bet.direction !== 'under') return 'Choose to roll over or under the target.';
    const chance = Number.isInteger(bet.target) ? winningRolls(bet) : NaN;
    if (!(chance >= MIN_WINNING_ROLLS && chance <= MAX_WINNING_ROLLS))
      return 'Choose a target that gives a win chance from 0.01 % to 98 %.';
    return checkStake(config.limits, bet.amount);
  },

  maxFloats: () => 1,

  open(config, bet, floats) {
    const roll = floats.nextInt(DICE_ROLLS);
    const isWin = isWinningRoll(bet.direction, bet.target, roll);
    const multiplier = diceMultiplier(config, bet);
    return {
      stake: bet.amount,
      win: isWin ? winAt(bet.amount, multiplier) : 0n,
      steps: [{ roll, direction: bet.direction, target: bet.target, multiplier: multiplier / MULTIPLIER_SCALE, isWin }],
      isFinished: true,
    };
  },
};
