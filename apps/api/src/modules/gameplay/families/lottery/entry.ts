import { checkLotteryPicks, lotteryFamily } from '@casino/games';
import { badRequest } from '../../../../lib/errors';
import type { AnyEngine, FamilyEntry } from '../family-entry';
import { limitsInCurrency } from '../limits-in-currency';
import { amountStake } from '../stakes';
import { amountRoundView } from '../stored-round';

export const lotteryEntry: FamilyEntry<'lottery'> = {
  play: {
    engine: lotteryFamily as AnyEngine,
    bet(title, bet, { minor }) {
      // Checked here, so the 400 names the picks rather than the whole bet.
      const refusal = checkLotteryPicks(title.config, bet.picks);
      if (refusal) throw badRequest(refusal, 'bet.picks');
      return { amount: minor(bet.amount, 'bet.amount'), picks: [...bet.picks] };
    },
    stake: amountStake,
  },
  inCurrency: limitsInCurrency,
  view(title) {
    const { game, numbers, drawn, pays } = title.config;
    const payTables = Object.entries(pays).map(([picks, row]) => ({ picks: Number(picks), pays: [...row!] }));
    return { family: 'lottery', game, numbers, drawn, payTables };
  },
  roundView: amountRoundView,
};
