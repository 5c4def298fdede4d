import { type RouletteConfig, rouletteFamily } from '@casino/games';
import type { PlayedRoundDraws } from '../family-entry';
import { NOMINAL_STAKE as stake, tableConfig } from '../played-round-kit';

export const rouletteDraws: PlayedRoundDraws<'roulette'> = {
  async recompute(round, titleKey, source) {
    const config = tableConfig<RouletteConfig>(titleKey);
    if (!config) return undefined;
    const bet = { spots: [{ kind: 'red' as const, amount: stake }] };
    return rouletteFamily.open(config, bet, await source(rouletteFamily.maxFloats(config, bet))).steps[0]?.pocket;
  },
  stored(round) {
    return round.steps[0]?.pocket;
  },
};
