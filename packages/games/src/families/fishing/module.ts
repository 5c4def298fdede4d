import { lower } from '../../shared/rational';
import { limitsOf, type FamilyModule } from '../family-module';
import { fishingFamily } from './fishing';
import { fishingMath } from './rtp';
import { FISHING_TITLES, type FishingTitle } from './titles';

// Targets pay whole stakes: nothing is rounded.
export const fishingModule: FamilyModule<FishingTitle> = {
  id: 'fishing',
  engine: fishingFamily,
  titles: FISHING_TITLES,
  // Every target returns the RTP (p × m, rounded up to the float's grain); the lowest, as fractions.
  exactRtp: (config) =>
    fishingMath(config)
      .map((target) => target.rtp)
      .reduce(lower),
  // Exact: every target can be caught, the top one included.
  maxWin: (config) => config.limits.maxBet * BigInt(Math.max(...config.targets.map((target) => target.multiplier))),
  stakeLimits: limitsOf,
};
