import {
  BLACKJACK_DECKS,
  BLACKJACK_MAX_HANDS,
  blackjackFamily,
  blackjackMaxWin,
  checkBlackjackAction,
  checkBlackjackBet,
  type BlackjackState,
} from '@casino/games';
import { badRequest } from '../../../../lib/errors';
import type { AnyEngine, FamilyEntry } from '../family-entry';
import { limitsInCurrency } from '../limits-in-currency';
import { amountStake } from '../stakes';
import { withAmount, type Stored } from '../stored-round';
import { blackjackSteps } from './round-steps';

const check = (state: unknown, action: unknown) =>
  checkBlackjackAction(state as BlackjackState, action as Parameters<typeof checkBlackjackAction>[1]);

export const blackjackEntry: FamilyEntry<'blackjack'> = {
  play: {
    engine: blackjackFamily as AnyEngine,
    bet(title, bet, { minor }) {
      // Checked here, so the 400 names the amount.
      const checked = { amount: minor(bet.amount, 'bet.amount') };
      const refusal = checkBlackjackBet(title.config, checked);
      if (refusal) throw badRequest(refusal, 'bet.amount');
      return checked;
    },
    stake: amountStake,
    decisions: {
      check: (_title, state, action) => check(state, action),
      // Insurance declined, then every hand stands (auto-stand).
      closing: (_title, state) => (check(state, { kind: 'stand' }) === null ? { kind: 'stand' } : { kind: 'insurance', take: false }),
    },
  },
  inCurrency: limitsInCurrency,
  view(title) {
    const { limits } = title.config;
    const maxWinBets = Number(blackjackMaxWin(title.config) / limits.maxBet);
    return {
      family: 'blackjack',
      decks: BLACKJACK_DECKS,
      maxHands: BLACKJACK_MAX_HANDS,
      blackjackPays: [3, 2],
      insurancePays: [2, 1],
      maxWinBets,
    };
  },
  roundView: (row, major) => ({ family: 'blackjack', bet: withAmount(major)(row.bet as Stored), steps: blackjackSteps(row, major) }),
};
