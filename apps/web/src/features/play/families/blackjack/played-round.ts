import { BLACKJACK_TITLES, blackjackFamily, type BlackjackTitleKey } from '@casino/games';
import type { PlayedRoundDraws } from '../family-entry';
import { NOMINAL_STAKE as stake } from '../played-round-kit';

/** The shoe's order, fixed at the open: the decisions only say which hand takes the next card. */
export const blackjackDraws: PlayedRoundDraws<'blackjack'> = {
  async recompute(round, titleKey, source) {
    const config = BLACKJACK_TITLES[titleKey as BlackjackTitleKey]?.config;
    if (!config) return undefined;
    const bet = { amount: stake };
    const [shoe] = blackjackFamily.open(config, bet, await source(blackjackFamily.maxFloats(config, bet))).steps;
    return shoe?.kind === 'shoe' ? shoe.cards : undefined;
  },
  stored(round) {
    const shoe = round.steps.find((step) => step.kind === 'shoe');
    return shoe?.kind === 'shoe' ? shoe.cards : undefined;
  },
};
