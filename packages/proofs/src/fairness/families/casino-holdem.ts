import { casinoHoldemFamily } from '@casino/games';
import type { FamilyReader } from '../family-reader';
import { NOMINAL_STAKE } from './nominal-stake';

/** The player's two cards, the five of the board (flop, turn, river) and the dealer's two, before any decision. */
export const casinoHoldemReader: FamilyReader<'casinoHoldem'> = {
  betExample: null,
  read(config) {
    const bet = { ante: NOMINAL_STAKE, aaBonus: 0n };
    return {
      choices: null,
      floats: casinoHoldemFamily.maxFloats(config, bet),
      outcome(source) {
        const first = casinoHoldemFamily.open(config, bet, source).steps[0]!;
        const cards = first.kind === 'cards' ? first.cards : [];
        return { player: cards.slice(0, 2), board: cards.slice(2, 7), dealer: cards.slice(7, 9) };
      },
    };
  },
};
