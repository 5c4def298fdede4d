import { type DiceConfig, diceFamily } from '@casino/games';
import type { PlayedRoundDraws } from '../family-entry';
import { NOMINAL_STAKE as stake, tableConfig } from '../played-round-kit';

export const diceDraws: PlayedRoundDraws<'dice'> = {
  async recompute(round, titleKey, source) {
    const config = tableConfig<DiceConfig>(titleKey);
    if (!config) return undefined;
    const bet = { ...round.bet, amount: stake };
    return diceFamily.open(config, bet, await source(diceFamily.maxFloats(config, bet))).steps[0]?.roll;
  },
  stored(round) {
    return round.steps[0]?.roll;
  },
};
