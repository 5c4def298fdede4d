import { threeCardPokerFamily } from '@casino/games';
import type { FamilyReader } from '../family-reader';
import { NOMINAL_STAKE } from './nominal-stake';

/** The player's three cards and the dealer's three, fixed before the player plays or folds. */
export const threeCardPokerReader: FamilyReader<'threeCardPoker'> = {
  betExample: null,
  read(config) {
    const bet = { ante: NOMINAL_STAKE, pairPlus: 0n };
    return {
      choices: null,
      floats: threeCardPokerFamily.maxFloats(config, bet),
      outcome(source) {
        const first = threeCardPokerFamily.open(config, bet, source).steps[0]!;
        const cards = first.kind === 'cards' ? first.cards : [];
        return { player: cards.slice(0, 3), dealer: cards.slice(3, 6) };
      },
    };
  },
};
