import { type MinesConfig, minesFamily } from '@casino/games';
import type { PlayedRoundDraws } from '../family-entry';
import { NOMINAL_STAKE as stake, tableConfig } from '../played-round-kit';

export const minesDraws: PlayedRoundDraws<'mines'> = {
  async recompute(round, titleKey, source) {
    const config = tableConfig<MinesConfig>(titleKey);
    if (!config) return undefined;
    const bet = { amount: stake, mines: round.bet.mines };
    const [board] = minesFamily.open(config, bet, await source(minesFamily.maxFloats(config, bet))).steps;
    return board?.kind === 'board' ? [...board.mines].sort((a, b) => a - b) : undefined;
  },
  stored(round) {
    const board = round.steps.find((step) => step.kind === 'board');
    return board?.kind === 'board' ? [...board.mines].sort((a, b) => a - b) : undefined;
  },
};
