import { rouletteFamily } from '@casino/games';
import type { FamilyReader } from '../family-reader';
import { NOMINAL_STAKE } from './nominal-stake';

/** The pocket the ball lands in: the chips on the table do not move it. */
export const rouletteReader: FamilyReader<'roulette'> = {
  betExample: null,
  read(config) {
    const bet = { spots: [{ kind: 'red' as const, amount: NOMINAL_STAKE }] };
    return {
      choices: null,
      floats: rouletteFamily.maxFloats(config, bet),
      outcome(source) {
        const { pocket, colour } = rouletteFamily.open(config, bet, source).steps[0]!;
        return { pocket, colour };
      },
    };
  },
};
