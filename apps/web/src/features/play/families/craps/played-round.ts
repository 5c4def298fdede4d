import { CRAPS_TITLES, crapsFamily, type CrapsTitleKey } from '@casino/games';
import type { PlayedRoundDraws } from '../family-entry';
import { NOMINAL_STAKE as stake } from '../played-round-kit';

/** Every face the round could roll, two per roll, whatever was staked. */
export const crapsDraws: PlayedRoundDraws<'craps'> = {
  async recompute(round, titleKey, source) {
    const config = CRAPS_TITLES[titleKey as CrapsTitleKey]?.config;
    if (!config) return undefined;
    const bet = { line: 'pass' as const, amount: stake, field: 0n, place: {}, hardways: {} };
    const [dice] = crapsFamily.open(config, bet, await source(crapsFamily.maxFloats(config, bet))).steps;
    return dice?.kind === 'dice' ? dice.faces : undefined;
  },
  stored(round) {
    const dice = round.steps.find((step) => step.kind === 'dice');
    return dice?.kind === 'dice' ? dice.faces : undefined;
  },
};
