import type { FloatSource } from '../../fairness/float-source';
import type { GameFamily } from '../../family';
import { checkStake, type StakeLimits } from '../../shared/stakes';

/**
 * A scratch ticket: one float draws the prize from the weighted table (the first loseWeight
 * values lose, then each prize in table order); then the 3×3 grid, cells 0–8 row by row, is drawn
 * to show that prize and no other: a win puts its symbol on three cells (one float per cell over
 * the cells still free), and every other cell takes a symbol that is not the prize's and is on the
 * grid fewer than twice yet (one float each). So three of a kind appears exactly when it pays.
 */
export const GRID_CELLS = 9;
/** Every ticket uses 10 floats: the prize and 9 cells (3 + 6 for a win). */
export const SCRATCH_FLOATS = 1 + GRID_CELLS;
/** Filling nine cells with no symbol three times needs five symbols. */
export const MIN_SYMBOLS = 5;

/** multiplier: whole stakes the prize pays. label: how the info screen names the symbol. */
export type ScratchPrize = { symbol: string; label: string; multiplier: number; weight: number };
export type ScratchConfig = { limits: StakeLimits; loseWeight: number; prizes: readonly ScratchPrize[] };
export type ScratchBet = { amount: bigint };
export type ScratchStep = { grid: string[]; prize: { symbol: string; multiplier: number } | null; winningCells: number[] };

export const totalWeight = (config: ScratchConfig) => config.prizes.reduce((total, prize) => total + prize.weight, config.loseWeight);

function drawPrize(config: ScratchConfig, floats: FloatSource): ScratchPrize | undefined {
  const draw = floats.nextInt(totalWeight(config));
  let edge = config.loseWeight;
  if (draw < edge) return undefined;
  for (const prize of config.prizes) {
    edge += prize.weight;
    if (draw < edge) return prize;
  }
  throw new Error('the prize draw fell outside its table');
}

function drawGrid(config: ScratchConfig, prize: ScratchPrize | undefined, floats: FloatSource) {
  const grid: string[] = [];
  const winningCells: number[] = [];
  if (prize) {
    const free = Array.from({ length: GRID_CELLS }, (_, cell) => cell);
    for (let i = 0; i < 3; i += 1) winningCells.push(free.splice(floats.nextInt(free.length), 1)[0]!);
    for (const cell of winningCells) grid[cell] = prize.symbol;
    winningCells.sort((a, b) => a - b);
  }
  const others = config.prizes.map((candidate) => candidate.symbol).filter((symbol) => symbol !== prize?.symbol);
  for (let cell = 0; cell < GRID_CELLS; cell += 1) {
    if (grid[cell] !== undefined) continue;
    const allowed = others.filter((symbol) => grid.filter((placed) => placed === symbol).length < 2);
    grid[cell] = allowed[floats.nextInt(allowed.length)]!;
  }
  return { grid, winningCells };
}

export const scratchFamily: GameFamily<ScratchConfig, ScratchBet, ScratchStep> = {
  id: 'scratch',

  checkBet: (config, bet) => checkStake(config.limits, bet.amount),

  maxFloats: () => SCRATCH_FLOATS,

  open(config, bet, floats) {
    const prize = drawPrize(config, floats);
    const { grid, winningCells } = drawGrid(config, prize, floats);
    return {
      stake: bet.amount,
      win: prize ? bet.amount * BigInt(prize.multiplier) : 0n,
      steps: [{ grid, prize: prize ? { symbol: prize.symbol, multiplier: prize.multiplier } : null, winningCells }],
      isFinished: true,
    };
  },
};
