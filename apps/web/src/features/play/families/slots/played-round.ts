import { SLOT_TITLES, slotsFamily } from '@casino/games';
import type { PlayedRoundDraws } from '../family-entry';
import { NOMINAL_STAKE as stake } from '../played-round-kit';

export const slotsDraws: PlayedRoundDraws<'slots'> = {
  async recompute(_round, titleKey, source) {
    const config = SLOT_TITLES.find((title) => title.key === titleKey);
    if (!config) return undefined;
    const bet = { coinValue: stake };
    return slotsFamily.open(config, bet, await source(slotsFamily.maxFloats(config, bet))).steps.map((step) => step.stops);
  },
  stored(round) {
    return round.steps.map((step) => step.stops);
  },
};
