import { fromFloat } from '../../shared/rational';
import { limitsOf, type FamilyModule } from '../family-module';
import { scratchMath } from './rtp';
import { scratchFamily } from './scratch';
import { SCRATCH_TITLES, type ScratchTitle } from './titles';

// Prizes are whole stakes: nothing is rounded.
export const scratchModule: FamilyModule<ScratchTitle> = {
  id: 'scratch',
  engine: scratchFamily,
  titles: SCRATCH_TITLES,
  exactRtp: (config) => fromFloat(scratchMath(config).rtp),
  // Exact: the top prize at the largest stake.
  maxWin: (config) => config.limits.maxBet * BigInt(Math.max(...config.prizes.map((prize) => prize.multiplier))),
  stakeLimits: limitsOf,
};
