import { diceFamily } from '@casino/games';
import { hundredths } from '../plain-json';
import type { FamilyReader } from '../family-reader';
import { NOMINAL_STAKE } from './nominal-stake';

/** The roll, 0.00 to 100.00: it does not depend on the target or the direction, so any bet draws it. */
export const diceReader: FamilyReader<'dice'> = {
  betExample: null,
  read(config) {
    const bet = { amount: NOMINAL_STAKE, direction: 'under' as const, target: 5000 };
    return {
      choices: null,
      floats: diceFamily.maxFloats(config, bet),
      outcome: (source) => ({ roll: hundredths(diceFamily.open(config, bet, source).steps[0]!.roll) }),
    };
  },
};
