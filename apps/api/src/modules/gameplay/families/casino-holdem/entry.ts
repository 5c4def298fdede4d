import {
  AA_BONUS_HANDS,
  aaBonusRtp,
  casinoHoldemFamily,
  checkHoldemAction,
  checkHoldemBet,
  POKER_HANDS,
  toPercent,
  type HoldemState,
} from '@casino/games';
import { badRequest } from '../../../../lib/errors';
import type { AnyEngine, FamilyEntry } from '../family-entry';
import { limitsInCurrency } from '../limits-in-currency';
import type { Stored } from '../stored-round';
import { holdemSteps } from './round-steps';

export const casinoHoldemEntry: FamilyEntry<'casinoHoldem'> = {
  play: {
    engine: casinoHoldemFamily as AnyEngine,
    bet(title, bet, { minor, minorOrZero }) {
      // Checked here, so the 400 names the bet refused, the ante or the AA bonus.
      const checked = {
        ante: minor(bet.ante, 'bet.ante'),
        aaBonus: bet.aaBonus === undefined ? 0n : minorOrZero(bet.aaBonus, 'bet.aaBonus'),
      };
      const refusal = checkHoldemBet(title.config, checked);
      if (refusal) throw badRequest(refusal.message, `bet.${refusal.field}`);
      return checked;
    },
    stake(_title, bet) {
      const { ante, aaBonus } = bet as { ante: bigint; aaBonus: bigint };
      return ante + aaBonus;
    },
    decisions: {
      check: (_title, state, action) => checkHoldemAction(state as HoldemState, action as Parameters<typeof checkHoldemAction>[1]),
      // A fold, since playing on would stake more (the ante is lost, as a fold's is).
      closing: () => ({ kind: 'fold' }),
    },
  },
  inCurrency: limitsInCurrency,
  view(title) {
    // The ante's table lists every hand: those not named pay even money (a straight or less).
    const { ante, aaBonus } = title.config;
    return {
      family: 'casinoHoldem',
      ante: POKER_HANDS.map((hand) => ({ hand, pays: ante[hand] ?? 1 })),
      aaBonus: AA_BONUS_HANDS.map((hand) => ({ hand, pays: aaBonus[hand] })),
      aaBonusRtp: toPercent(aaBonusRtp(title.config), 2),
    };
  },
  roundView(row, major) {
    const bet = row.bet as Stored;
    return { family: 'casinoHoldem', bet: { ante: major(bet.ante), aaBonus: major(bet.aaBonus) }, steps: holdemSteps(row, major) };
  },
};
