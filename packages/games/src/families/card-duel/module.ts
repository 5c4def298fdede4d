import { lower } from '../../shared/rational';
import { isPaidInFull, roundingRefusal, type Payout } from '../../shared/rounding';
import { MULTIPLIER_SCALE, toTenThousandths, winAt } from '../../shared/stakes';
import { limitsOf, type FamilyModule } from '../family-module';
import { cardDuelFamily, cardDuelSpots, type CardDuelBet, type CardDuelConfig, type CardDuelSpot } from './card-duel';
import { cardDuelMath, outcomeCounts } from './rtp';
import { CARD_DUEL_TITLES, type CardDuelTitle } from './titles';

/** A spot's payouts: each outcome's chance and the spot's pay on it. */
function spotPayouts(config: CardDuelConfig, spot: CardDuelSpot): Payout[] {
  const { counts, total } = outcomeCounts(config);
  return (['player', 'banker', 'tie'] as const).map((outcome) => ({
    chance: Number(counts[outcome]) / Number(total),
    num: toTenThousandths(config.pays[spot]![outcome]),
    den: MULTIPLIER_SCALE,
  }));
}

export const cardDuelModule: FamilyModule<CardDuelTitle> = {
  id: 'cardDuel',
  engine: cardDuelFamily,
  titles: CARD_DUEL_TITLES,
  // The lowest of the even-money spots; a proposition spot (baccarat's tie, 8:1) is shown with its own figure.
  exactRtp: (config) =>
    cardDuelMath(config)
      .filter((spot) => !spot.isSide)
      .map((spot) => spot.rtp)
      .reduce(lower),
  // Exact: the spots of a round share maxBet, so all of it on the best-paying spot is the most; every outcome can be dealt.
  maxWin: (config) =>
    winAt(config.limits.maxBet, Math.max(...Object.values(config.pays).flatMap((pays) => Object.values(pays ?? {}).map(toTenThousandths)))),
  stakeLimits: limitsOf,
  rounding: {
    *bets(config) {
      for (const spot of cardDuelSpots(config)) yield [spotPayouts(config, spot)];
    },
    check(config, bet) {
      const refused = (bet as CardDuelBet).spots.find(({ spot, amount }) => !isPaidInFull(() => [spotPayouts(config, spot)], amount));
      return refused ? roundingRefusal(`a win on ${refused.spot}`) : null;
    },
  },
};
