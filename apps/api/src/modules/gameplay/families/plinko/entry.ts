import { plinkoFamily } from '@casino/games';
import type { AnyEngine, FamilyEntry } from '../family-entry';
import { limitsInCurrency } from '../limits-in-currency';
import { amountStake } from '../stakes';
import { amountRoundView } from '../stored-round';

export const plinkoEntry: FamilyEntry<'plinko'> = {
  play: {
    engine: plinkoFamily as AnyEngine,
    bet: (_title, bet, { minor }) => ({ amount: minor(bet.amount, 'bet.amount'), rows: bet.rows, risk: bet.risk }),
    stake: amountStake,
  },
  inCurrency: limitsInCurrency,
  view(title) {
    const tables = Object.entries(title.config.tables).map(([rows, board]) => [
      rows,
      { low: [...board!.low], medium: [...board!.medium], high: [...board!.high] },
    ]);
    return { family: 'plinko', tables: Object.fromEntries(tables) };
  },
  roundView: amountRoundView,
};
