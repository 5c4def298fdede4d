import { type ScratchConfig, scratchFamily } from '@casino/games';
import type { PlayedRoundDraws } from '../family-entry';
import { NOMINAL_STAKE as stake, tableConfig } from '../played-round-kit';

export const scratchDraws: PlayedRoundDraws<'scratch'> = {
  async recompute(round, titleKey, source) {
    const config = tableConfig<ScratchConfig>(titleKey);
    if (!config) return undefined;
    const bet = { amount: stake };
    return scratchFamily.open(config, bet, await source(scratchFamily.maxFloats(config, bet))).steps[0]?.grid;
  },
  stored(round) {
    return round.steps[0]?.grid;
  },
};
