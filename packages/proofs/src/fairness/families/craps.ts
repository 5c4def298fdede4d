import { crapsFamily } from '@casino/games';
import type { FamilyReader } from '../family-reader';
import { NOMINAL_STAKE } from './nominal-stake';

/** Every roll the round could make, two faces each, in order: the round ends after as many as its bets need. */
export const crapsReader: FamilyReader<'craps'> = {
  betExample: null,
  read(config) {
    const bet = { line: 'pass' as const, amount: NOMINAL_STAKE, field: 0n, place: {}, hardways: {} };
    return {
      choices: null,
      floats: crapsFamily.maxFloats(config, bet),
      outcome(source) {
        const first = crapsFamily.open(config, bet, source).steps[0]!;
        const faces = first.kind === 'dice' ? first.faces : [];
        return { rolls: Array.from({ length: faces.length / 2 }, (_, roll) => faces.slice(roll * 2, roll * 2 + 2)) };
      },
    };
  },
};
