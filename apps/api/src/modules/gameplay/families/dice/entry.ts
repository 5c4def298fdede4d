import { diceFamily } from '@casino/games';
import type { AnyEngine, FamilyEntry } from '../family-entry';
import { limitsInCurrency } from '../limits-in-currency';
import { amountStake } from '../stakes';
import { amountRoundView } from '../stored-round';

export const diceEntry: FamilyEntry<'dice'> = {
  play: {
    engine: diceFamily as AnyEngine,
    bet: (_title, bet, { minor }) => ({ amount: minor(bet.amount, 'bet.amount'), direction: bet.direction, target: bet.target }),
    stake: amountStake,
  },
  inCurrency: limitsInCurrency,
  view: (title) => ({ family: 'dice', rtpBasisPoints: title.config.rtpBasisPoints }),
  roundView: amountRoundView,
};
