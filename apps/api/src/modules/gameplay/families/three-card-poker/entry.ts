import { checkThreeCardAction, checkThreeCardBet, THREE_CARD_HANDS, threeCardPokerFamily, type ThreeCardState } from '@casino/games';
import { badRequest } from '../../../../lib/errors';
import type { AnyEngine, FamilyEntry } from '../family-entry';
import { limitsInCurrency } from '../limits-in-currency';
import type { Stored } from '../stored-round';
import { threeCardSteps } from './round-steps';

export const threeCardPokerEntry: FamilyEntry<'threeCardPoker'> = {
  play: {
    engine: threeCardPokerFamily as AnyEngine,
    bet(title, bet, { minor, minorOrZero }) {
      // Checked here, so the 400 names the bet refused, the ante or the pair plus.
      const checked = {
        ante: minor(bet.ante, 'bet.ante'),
        pairPlus: bet.pairPlus === undefined ? 0n : minorOrZero(bet.pairPlus, 'bet.pairPlus'),
      };
      const refusal = checkThreeCardBet(title.config, checked);
      if (refusal) throw badRequest(refusal.message, `bet.${refusal.field}`);
      return checked;
    },
    stake(_title, bet) {
      const { ante, pairPlus } = bet as { ante: bigint; pairPlus: bigint };
      return ante + pairPlus;
    },
    decisions: {
      check: (_title, state, action) => checkThreeCardAction(state as ThreeCardState, action as Parameters<typeof checkThreeCardAction>[1]),
      // A fold, since playing on would stake more (the ante is lost, as a fold's is).
      closing: () => ({ kind: 'fold' }),
    },
  },
  inCurrency: limitsInCurrency,
  view(title) {
    const table = (pays: Partial<Record<(typeof THREE_CARD_HANDS)[number], number>>) =>
      THREE_CARD_HANDS.flatMap((hand) => (pays[hand] ? [{ hand, pays: pays[hand] }] : []));
    return { family: 'threeCardPoker', anteBonus: table(title.config.anteBonus), pairPlus: table(title.config.pairPlus) };
  },
  roundView(row, major) {
    const bet = row.bet as Stored;
    return { family: 'threeCardPoker', bet: { ante: major(bet.ante), pairPlus: major(bet.pairPlus) }, steps: threeCardSteps(row, major) };
  },
};
