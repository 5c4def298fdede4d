import { limitsOf, type FamilyModule } from '../family-module';
import { crapsFamily } from './craps';
import { crapsMaxWin } from './max-win';
import { crapsRounding } from './rounding';
import { crapsLineRtp } from './rtp';
import { CRAPS_TITLES, type CrapsTitle } from './titles';

export const crapsModule: FamilyModule<CrapsTitle> = {
  id: 'craps',
  engine: crapsFamily,
  titles: CRAPS_TITLES,
  // The lower of the two line bets, pass and don't pass, each exact; the info screen lists every bet's own figure.
  exactRtp: crapsLineRtp,
  maxWin: crapsMaxWin,
  stakeLimits: limitsOf,
  rounding: crapsRounding,
};
