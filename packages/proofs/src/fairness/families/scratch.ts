import { scratchFamily } from '@casino/games';
import type { FamilyReader } from '../family-reader';
import { NOMINAL_STAKE } from './nominal-stake';

/** The prize (or none) and the 3×3 grid drawn to show it, top row first; cells are numbered 0–8 row by row. */
export const scratchReader: FamilyReader<'scratch'> = {
  betExample: null,
  read(config) {
    const bet = { amount: NOMINAL_STAKE };
    return {
      choices: null,
      floats: scratchFamily.maxFloats(config, bet),
      outcome(source) {
        const { grid, prize, winningCells } = scratchFamily.open(config, bet, source).steps[0]!;
        const label = config.prizes.find((candidate) => candidate.symbol === prize?.symbol)?.label;
        return {
          grid: [0, 3, 6].map((start) => grid.slice(start, start + 3)),
          prize: prize ? { symbol: prize.symbol, label: label ?? prize.symbol, multiplier: prize.multiplier } : null,
          winningCells,
        };
      },
    };
  },
};
