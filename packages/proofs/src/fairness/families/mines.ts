import { MAX_MINES, minesFamily, TILES } from '@casino/games';
import { isObject, type FamilyReader } from '../family-reader';
import { NOMINAL_STAKE } from './nominal-stake';

const SIDE = Math.sqrt(TILES);

/**
 * Where the mines lie: one float per mine, so the board depends on how many the player chose. Tiles are
 * numbered 0–24 row by row; the board shows them as rows, `*` a mine.
 */
export const minesReader: FamilyReader<'mines'> = {
  betExample: { mines: 3 },
  read(config, given) {
    const mines = isObject(given) ? given.mines : undefined;
    if (typeof mines !== 'number' || !Number.isInteger(mines) || mines < 1 || mines > MAX_MINES)
      return `A mines round needs its number of mines: --bet '{"mines": 3}' (1 to ${MAX_MINES}).`;
    const bet = { amount: NOMINAL_STAKE, mines };
    return {
      choices: { mines },
      floats: minesFamily.maxFloats(config, bet),
      outcome(source) {
        const drawn = minesFamily.open(config, bet, source).steps[0]!;
        const tiles = drawn.kind === 'board' ? [...drawn.mines].sort((a, b) => a - b) : [];
        const board = Array.from({ length: SIDE }, (_, row) =>
          Array.from({ length: SIDE }, (_, column) => (tiles.includes(row * SIDE + column) ? '*' : '.')),
        );
        return { mines: tiles, board };
      },
    };
  },
};
