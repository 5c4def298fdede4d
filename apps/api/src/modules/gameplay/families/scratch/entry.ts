import { scratchFamily } from '@casino/games';
import type { AnyEngine, FamilyEntry } from '../family-entry';
import { limitsInCurrency } from '../limits-in-currency';
import { amountStake } from '../stakes';
import { amountRoundView } from '../stored-round';

export const scratchEntry: FamilyEntry<'scratch'> = {
  play: {
    engine: scratchFamily as AnyEngine,
    bet: (_title, bet, { minor }) => ({ amount: minor(bet.amount, 'bet.amount') }),
    stake: amountStake,
  },
  inCurrency: limitsInCurrency,
  view: (title) => ({
    family: 'scratch',
    prizes: title.config.prizes.map(({ symbol, label, multiplier }) => ({ symbol, label, multiplier })),
  }),
  roundView: amountRoundView,
};
