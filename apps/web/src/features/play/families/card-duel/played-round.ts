import { CARD_DUEL_TITLES, cardDuelFamily, type CardDuelTitleKey } from '@casino/games';
import type { PlayedRoundDraws } from '../family-entry';
import { NOMINAL_STAKE as stake } from '../played-round-kit';

/** The shoe's order fixes both hands, third cards included, whatever the spots staked. */
export const cardDuelDraws: PlayedRoundDraws<'cardDuel'> = {
  async recompute(round, titleKey, source) {
    const config = CARD_DUEL_TITLES[titleKey as CardDuelTitleKey]?.config;
    if (!config) return undefined;
    const bet = { spots: [{ spot: 'player' as const, amount: stake }] };
    const [step] = cardDuelFamily.open(config, bet, await source(cardDuelFamily.maxFloats(config, bet))).steps;
    return step && { player: step.player, banker: step.banker };
  },
  stored(round) {
    const [step] = round.steps;
    return step && { player: step.player, banker: step.banker };
  },
};
