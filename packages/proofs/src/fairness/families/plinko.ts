import { MIN_ROWS, plinkoFamily, type PlinkoRisk } from '@casino/games';
import { isObject, type FamilyReader } from '../family-reader';
import { NOMINAL_STAKE } from './nominal-stake';

/** The board /provably-fair's form opens on, taken when no --bet is given. */
const FIRST_BOARD = { rows: MIN_ROWS, risk: 'low' as PlinkoRisk };

/** The ball's path, one float per row, and the slot it lands in with that board's multiplier. */
export const plinkoReader: FamilyReader<'plinko'> = {
  betExample: { rows: 16, risk: 'high' },
  read(config, given) {
    const board: Record<string, unknown> = given === undefined ? FIRST_BOARD : isObject(given) ? given : {};
    const bet = { amount: config.limits.minBet, rows: board.rows as number, risk: board.risk as PlinkoRisk };
    const refusal = plinkoFamily.checkBet(config, bet);
    if (refusal) return `${refusal} --bet '{"rows": 16, "risk": "high"}' (rows 8 to 16, risk low, medium or high).`;
    return {
      choices: { rows: bet.rows, risk: bet.risk },
      floats: plinkoFamily.maxFloats(config, bet),
      outcome(source) {
        const { path, slot, multiplier } = plinkoFamily.open(config, { ...bet, amount: NOMINAL_STAKE }, source).steps[0]!;
        return { path, slot, multiplier };
      },
    };
  },
};
