import { fromFloat } from '../../shared/rational';
import type { FamilyModule } from '../family-module';
import { rouletteMaxWin } from './max-win';
import { rouletteFamily } from './roulette';
import { rouletteSpotMath } from './rtp';
import { ROULETTE_TITLES, type RouletteTitle } from './titles';

// Every spot pays a whole multiple of its chips: nothing is rounded.
export const rouletteModule: FamilyModule<RouletteTitle> = {
  id: 'roulette',
  engine: rouletteFamily,
  titles: ROULETTE_TITLES,
  // The lowest over the spots.
  exactRtp: (config) => fromFloat(Math.min(...rouletteSpotMath(config).map((spot) => spot.rtp))),
  maxWin: rouletteMaxWin,
  // Any spot takes the minimum; a spin takes at most maxRound over all its spots.
  stakeLimits: ({ limits }) => ({ minBet: limits.minSpot, maxBet: limits.maxRound }),
};
