import type { GameFamily } from '../../family';
import type { Payout } from '../../shared/rounding';
import { checkStake, MULTIPLIER_SCALE, toTenThousandths, winAt, type StakeLimits } from '../../shared/stakes';

/**
 * Plinko: the ball meets one peg per row and goes left or right on one float each,
 * floor(float × 2) (0 left, 1 right); it lands in slot k of rows + 1, k the number of rights.
 * The slot pays its multiplier from the table for the rows and risk the player chose.
 */
export const MIN_ROWS = 8;
export const MAX_ROWS = 16;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

/**
 * Multipliers (decimals, at most four places) from an edge slot to the middle one: slots 0 to
 * rows / 2. The other half mirrors it, so every table is symmetric by construction.
 */
export type PlinkoHalfTable = readonly number[];
export type PlinkoConfig = { limits: StakeLimits; tables: Readonly<Partial<Record<number, Record<PlinkoRisk, PlinkoHalfTable>>>> };
export type PlinkoBet = { amount: bigint; rows: number; risk: PlinkoRisk };
export type PlinkoDirection = 'left' | 'right';
export type PlinkoStep = { path: PlinkoDirection[]; slot: number; multiplier: number };

/** The rows + 1 multipliers of a board, left to right. */
export function plinkoMultipliers(config: PlinkoConfig, rows: number, risk: PlinkoRisk): number[] {
  const half = config.tables[rows]![risk];
  return Array.from({ length: rows + 1 }, (_, slot) => half[Math.min(slot, rows - slot)]!);
}

/** A board's payouts: each slot's chance, C(rows, slot) / 2^rows, and its multiplier. */
export function plinkoPayouts(config: PlinkoConfig, rows: number, risk: PlinkoRisk): Payout[] {
  let paths = 1; // C(rows, slot), built up slot by slot
  return plinkoMultipliers(config, rows, risk).map((multiplier, slot) => {
    if (slot > 0) paths = (paths * (rows - slot + 1)) / slot;
    return { chance: paths / 2 ** rows, num: toTenThousandths(multiplier), den: MULTIPLIER_SCALE };
  });
}

export const plinkoFamily: GameFamily<PlinkoConfig, PlinkoBet, PlinkoStep> = {
  id: 'plinko',

  checkBet(config, bet) {
    const offered = Number.isInteger(bet.rows) && bet.rows >= MIN_ROWS && bet.rows <= MAX_ROWS && Object.hasOwn(config.tables, bet.rows);
    if (!offered) return 'Choose a number of rows this board offers.';
    if (!PLINKO_RISKS.includes(bet.risk)) return 'Choose a low, medium or high risk.';
    return checkStake(config.limits, bet.amount);
  },

  maxFloats: (_config, bet) => bet.rows,

  open(config, bet, floats) {
    const path = Array.from({ length: bet.rows }, (): PlinkoDirection => (floats.nextInt(2) === 1 ? 'right' : 'left'));
    const slot = path.filter((direction) => direction === 'right').length;
    const multiplier = plinkoMultipliers(config, bet.rows, bet.risk)[slot]!;
    return {
      stake: bet.amount,
      win: winAt(bet.amount, toTenThousandths(multiplier)),
      steps: [{ path, slot, multiplier }],
      isFinished: true,
    };
  },
};
