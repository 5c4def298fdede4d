import { cardDuelFamily, cardDuelMath, checkCardDuelBet, toPercent } from '@casino/games';
import { badRequest } from '../../../../lib/errors';
import type { AnyEngine, FamilyEntry } from '../family-entry';
import { limitsInCurrency } from '../limits-in-currency';
import { spotsStake } from '../stakes';
import { spotsRoundView } from '../stored-round';

export const cardDuelEntry: FamilyEntry<'cardDuel'> = {
  play: {
    engine: cardDuelFamily as AnyEngine,
    bet(title, bet, { minor }) {
      // Checked here, in the session's currency, so the 400 names the spots rather than the whole bet.
      const spots = bet.spots.map(({ spot, amount }, i) => ({ spot, amount: minor(amount, `bet.spots.${i}.amount`) }));
      const refusal = checkCardDuelBet(title.config, { spots });
      if (refusal) throw badRequest(refusal, 'bet.spots');
      return { spots };
    },
    stake: spotsStake,
  },
  inCurrency: limitsInCurrency,
  view(title) {
    const { game, decks, pays } = title.config;
    const spots = cardDuelMath(title.config).map(({ spot, isSide, rtp }) => ({
      spot,
      pays: { ...pays[spot]! },
      rtp: toPercent(rtp, 2),
      isSide,
    }));
    return { family: 'cardDuel', game, decks, spots };
  },
  roundView: spotsRoundView,
};
