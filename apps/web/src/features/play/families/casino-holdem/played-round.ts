import { casinoHoldemFamily, HOLDEM_TITLES, type HoldemTitleKey } from '@casino/games';
import type { PlayedRoundDraws } from '../family-entry';
import { NOMINAL_STAKE as stake } from '../played-round-kit';

/** The shuffle fixes all nine cards (the player's, the board, the dealer's) before any decision. */
export const casinoHoldemDraws: PlayedRoundDraws<'casinoHoldem'> = {
  async recompute(round, titleKey, source) {
    const config = HOLDEM_TITLES[titleKey as HoldemTitleKey]?.config;
    if (!config) return undefined;
    const bet = { ante: stake, aaBonus: 0n };
    const [cards] = casinoHoldemFamily.open(config, bet, await source(casinoHoldemFamily.maxFloats(config, bet))).steps;
    return cards?.kind === 'cards' ? cards.cards : undefined;
  },
  stored(round) {
    const cards = round.steps.find((step) => step.kind === 'cards');
    return cards?.kind === 'cards' ? cards.cards : undefined;
  },
};
