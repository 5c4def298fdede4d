import { blackjackFamily } from '@casino/games';
import type { FamilyReader } from '../family-reader';
import { NOMINAL_STAKE } from './nominal-stake';

/**
 * The shoe's order, fixed at the deal: player, dealer, player, dealer's hole card, then every card a hit, double,
 * split or the dealer takes, in the order they are taken. Decisions only say which hand gets the next one.
 */
export const blackjackReader: FamilyReader<'blackjack'> = {
  betExample: null,
  read(config) {
    const bet = { amount: NOMINAL_STAKE };
    return {
      choices: null,
      floats: blackjackFamily.maxFloats(config, bet),
      outcome(source) {
        const first = blackjackFamily.open(config, bet, source).steps[0]!;
        return { shoe: first.kind === 'shoe' ? first.cards : [] };
      },
    };
  },
};
