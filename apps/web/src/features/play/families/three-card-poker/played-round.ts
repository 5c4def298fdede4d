import { THREE_CARD_TITLES, threeCardPokerFamily, type ThreeCardTitleKey } from '@casino/games';
import type { PlayedRoundDraws } from '../family-entry';
import { NOMINAL_STAKE as stake } from '../played-round-kit';

/** The shuffle fixes the player's three cards and the dealer's three before any decision. */
export const threeCardPokerDraws: PlayedRoundDraws<'threeCardPoker'> = {
  async recompute(round, titleKey, source) {
    const config = THREE_CARD_TITLES[titleKey as ThreeCardTitleKey]?.config;
    if (!config) return undefined;
    const bet = { ante: stake, pairPlus: 0n };
    const [cards] = threeCardPokerFamily.open(config, bet, await source(threeCardPokerFamily.maxFloats(config, bet))).steps;
    return cards?.kind === 'cards' ? cards.cards : undefined;
  },
  stored(round) {
    const cards = round.steps.find((step) => step.kind === 'cards');
    return cards?.kind === 'cards' ? cards.cards : undefined;
  },
};
