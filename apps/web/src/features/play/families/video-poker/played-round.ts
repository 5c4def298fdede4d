import { VIDEO_POKER_TITLES, videoPokerFamily, type VideoPokerTitleKey } from '@casino/games';
import type { PlayedRoundDraws } from '../family-entry';
import { NOMINAL_STAKE as stake } from '../played-round-kit';

/** The shuffle fixes the deal and every replacement in draw order: the deck's ten cards. */
export const videoPokerDraws: PlayedRoundDraws<'videoPoker'> = {
  async recompute(round, titleKey, source) {
    const config = VIDEO_POKER_TITLES[titleKey as VideoPokerTitleKey]?.config;
    if (!config) return undefined;
    const bet = { amount: stake };
    const [cards] = videoPokerFamily.open(config, bet, await source(videoPokerFamily.maxFloats(config, bet))).steps;
    return cards?.kind === 'cards' ? cards.cards : undefined;
  },
  stored(round) {
    const cards = round.steps.find((step) => step.kind === 'cards');
    return cards?.kind === 'cards' ? cards.cards : undefined;
  },
};
