import { FISHING_TITLES, fishingFamily, type FishingTitleKey } from '@casino/games';
import type { PlayedRoundDraws } from '../family-entry';
import { NOMINAL_STAKE as stake } from '../played-round-kit';

/** One float against the aimed target's capture threshold: caught or not. */
export const fishingDraws: PlayedRoundDraws<'fishing'> = {
  async recompute(round, titleKey, source) {
    const config = FISHING_TITLES[titleKey as FishingTitleKey]?.config;
    if (!config || !config.targets.some((target) => target.id === round.bet.target)) return undefined;
    const bet = { amount: stake, target: round.bet.target };
    const [step] = fishingFamily.open(config, bet, await source(fishingFamily.maxFloats(config, bet))).steps;
    return step && { target: step.target, caught: step.caught };
  },
  stored(round) {
    const [step] = round.steps;
    return step && { target: step.target, caught: step.caught };
  },
};
