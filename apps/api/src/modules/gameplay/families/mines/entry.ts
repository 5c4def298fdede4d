import { checkMinesAction, minesFamily, type MinesState, type MinesStep } from '@casino/games';
import type { AnyEngine, FamilyEntry } from '../family-entry';
import { limitsInCurrency } from '../limits-in-currency';
import { amountStake } from '../stakes';
import { withAmount, type Stored } from '../stored-round';

const check = (state: unknown, action: unknown) => checkMinesAction(state as MinesState, action as Parameters<typeof checkMinesAction>[1]);

export const minesEntry: FamilyEntry<'mines'> = {
  play: {
    engine: minesFamily as AnyEngine,
    bet: (_title, bet, { minor }) => ({ amount: minor(bet.amount, 'bet.amount'), mines: bet.mines }),
    stake: amountStake,
    decisions: {
      check: (_title, state, action) => check(state, action),
      // What the open tiles have won is collected; with no tile open nothing was risked, so the stake comes back.
      closing: (_title, state) => (check(state, { kind: 'cashOut' }) === null ? { kind: 'cashOut' } : 'refund'),
    },
  },
  inCurrency: limitsInCurrency,
  view: (title) => ({ family: 'mines', rtpBasisPoints: title.config.rtpBasisPoints }),
  /** The board of a mines round shows only once it is settled. */
  roundView(row, major) {
    const steps = row.steps as Stored[];
    const shown = row.status === 'settled' ? steps : steps.filter((s) => (s as MinesStep).kind !== 'board');
    return { family: 'mines', bet: withAmount(major)(row.bet as Stored), steps: shown };
  },
};
