import { lower } from '../../shared/rational';
import { isPaidInFull, roundingRefusal } from '../../shared/rounding';
import { toTenThousandths, winAt } from '../../shared/stakes';
import { limitsOf, type FamilyModule } from '../family-module';
import { BINGO_CARD_SIZE, lotteryFamily, pickCounts, type LotteryBet } from './lottery';
import { lotteryMath, lotteryPayouts } from './rtp';
import { LOTTERY_TITLES, type LotteryTitle } from './titles';

export const lotteryModule: FamilyModule<LotteryTitle> = {
  id: 'lottery',
  engine: lotteryFamily,
  titles: LOTTERY_TITLES,
  // Exact per pick count; the lowest, compared as fractions.
  exactRtp: (config) =>
    lotteryMath(config)
      .map((pick) => pick.rtp)
      .reduce(lower),
  // Exact: every pick count can hit all its numbers, so each table's top pay is reached.
  maxWin: (config) => winAt(config.limits.maxBet, Math.max(...Object.values(config.pays).flat().map(toTenThousandths))),
  stakeLimits: limitsOf,
  rounding: {
    *bets(config) {
      for (const picks of pickCounts(config)) yield [lotteryPayouts(config, picks)];
    },
    check(config, bet) {
      const ticket = bet as LotteryBet;
      const picks = config.game === 'bingo' ? BINGO_CARD_SIZE : ticket.picks.length;
      return isPaidInFull(() => [lotteryPayouts(config, picks)], ticket.amount) ? null : roundingRefusal('a ticket with this many numbers');
    },
  },
};
