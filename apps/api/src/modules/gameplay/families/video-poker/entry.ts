import {
  checkVideoPokerAction,
  DEUCES_HANDS,
  STANDARD_HANDS,
  videoPokerFamily,
  type VideoPokerHand,
  type VideoPokerState,
} from '@casino/games';
import type { AnyEngine, FamilyEntry } from '../family-entry';
import { limitsInCurrency } from '../limits-in-currency';
import { amountStake } from '../stakes';
import { withAmount, type Stored } from '../stored-round';
import { videoPokerSteps } from './round-steps';

export const videoPokerEntry: FamilyEntry<'videoPoker'> = {
  play: {
    engine: videoPokerFamily as AnyEngine,
    bet: (_title, bet, { minor }) => ({ amount: minor(bet.amount, 'bet.amount') }),
    stake: amountStake,
    decisions: {
      check: (_title, state, action) =>
        checkVideoPokerAction(state as VideoPokerState, action as Parameters<typeof checkVideoPokerAction>[1]),
      // The dealt hand stands: every card held.
      closing: () => ({ kind: 'draw', hold: [true, true, true, true, true] }),
    },
  },
  inCurrency: limitsInCurrency,
  view(title) {
    const { deck, pays } = title.config;
    const hands: readonly VideoPokerHand[] = deck === 'standard' ? STANDARD_HANDS : DEUCES_HANDS;
    const payOf = pays as Partial<Record<VideoPokerHand, number>>;
    return {
      family: 'videoPoker',
      deck,
      payTable: hands.flatMap((hand) => (payOf[hand] ? [{ hand, pays: payOf[hand] }] : [])),
    };
  },
  roundView: (row, major) => ({ family: 'videoPoker', bet: withAmount(major)(row.bet as Stored), steps: videoPokerSteps(row) }),
};
