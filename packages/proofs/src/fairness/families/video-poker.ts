import { videoPokerFamily } from '@casino/games';
import type { FamilyReader } from '../family-reader';
import { NOMINAL_STAKE } from './nominal-stake';

const HAND = 5;

/** The five cards dealt, then the five replacements in the order a draw takes them: holding never changes them. */
export const videoPokerReader: FamilyReader<'videoPoker'> = {
  betExample: null,
  read(config) {
    const bet = { amount: NOMINAL_STAKE };
    return {
      choices: null,
      floats: videoPokerFamily.maxFloats(config, bet),
      outcome(source) {
        const first = videoPokerFamily.open(config, bet, source).steps[0]!;
        const cards = first.kind === 'cards' ? first.cards : [];
        return { deal: cards.slice(0, HAND), replacements: cards.slice(HAND) };
      },
    };
  },
};
