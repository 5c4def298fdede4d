import { type PlinkoConfig, plinkoFamily } from '@casino/games';
import type { PlayedRoundDraws } from '../family-entry';
import { NOMINAL_STAKE as stake, tableConfig } from '../played-round-kit';

export const plinkoDraws: PlayedRoundDraws<'plinko'> = {
  async recompute(round, titleKey, source) {
    const config = tableConfig<PlinkoConfig>(titleKey);
    if (!config) return undefined;
    const bet = { ...round.bet, amount: stake };
    return plinkoFamily.open(config, bet, await source(plinkoFamily.maxFloats(config, bet))).steps[0]?.path;
  },
  stored(round) {
    return round.steps[0]?.path;
  },
};
