import { rouletteFamily } from '@casino/games';
import type { AnyEngine, FamilyEntry } from '../family-entry';
import { spotsStake } from '../stakes';
import { spotsRoundView } from '../stored-round';

export const rouletteEntry: FamilyEntry<'roulette'> = {
  play: {
    engine: rouletteFamily as AnyEngine,
    bet: (_title, bet, { minor }) => ({
      spots: bet.spots.map((spot, i) => ({ ...spot, amount: minor(spot.amount, `bet.spots.${i}.amount`) })),
    }),
    stake: spotsStake,
  },
  inCurrency(title, convert) {
    const { minSpot, maxStraight, maxRound } = title.config.limits;
    return { ...title, config: { limits: { minSpot: convert(minSpot), maxStraight: convert(maxStraight), maxRound: convert(maxRound) } } };
  },
  view(title, major) {
    const { minSpot, maxStraight, maxRound } = title.config.limits;
    return { family: 'roulette', limits: { minSpot: major(minSpot), maxStraight: major(maxStraight), maxRound: major(maxRound) } };
  },
  roundView: spotsRoundView,
};
