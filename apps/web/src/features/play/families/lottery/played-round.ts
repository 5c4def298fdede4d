import { LOTTERY_TITLES, lotteryFamily, type LotteryTitleKey } from '@casino/games';
import type { PlayedRoundDraws } from '../family-entry';
import { NOMINAL_STAKE as stake } from '../played-round-kit';

/** The player's picks are the ticket (bingo deals its card from the floats): the card and the draw. */
export const lotteryDraws: PlayedRoundDraws<'lottery'> = {
  async recompute(round, titleKey, source) {
    const config = LOTTERY_TITLES[titleKey as LotteryTitleKey]?.config;
    if (!config) return undefined;
    const bet = { amount: stake, picks: round.bet.picks };
    const [step] = lotteryFamily.open(config, bet, await source(lotteryFamily.maxFloats(config, bet))).steps;
    return step && { ticket: step.ticket, drawn: step.drawn };
  },
  stored(round) {
    const [step] = round.steps;
    return step && { ticket: step.ticket, drawn: step.drawn };
  },
};
