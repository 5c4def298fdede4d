import { fromFloat } from '../../shared/rational';
import { limitsOf, type FamilyModule } from '../family-module';
import { casinoHoldemFamily } from './casino-holdem';
import { recordedAnteRtp } from './rtp';
import { HOLDEM_TITLES, type HoldemTitle } from './titles';

/** The top pay of a pay table, in stakes. */
const top = (pays: Partial<Record<string, number>>) => BigInt(Math.max(...Object.values(pays).map((pay) => pay ?? 0)));

// Pays are whole stakes: nothing is rounded.
export const casinoHoldemModule: FamilyModule<HoldemTitle> = {
  id: 'casinoHoldem',
  engine: casinoHoldemFamily,
  titles: HOLDEM_TITLES,
  // Ante and call under the family's strategy: the lower end of the recorded simulation's 99 % interval (no
  // enumeration is cheap enough); the AA bonus is a side bet with its own exact figure.
  exactRtp: (config) => fromFloat(recordedAnteRtp(config).low99 / 100),
  // A royal flush in the first five cards that beats a qualifying dealer: the ante at its top pay with its
  // stake, the call (two antes) back twice, and the AA bonus at its top pay with its stake.
  maxWin: ({ limits, ante, aaBonus }) => limits.maxBet * (1n + top(ante) + 4n) + limits.maxBet * (1n + top(aaBonus)),
  stakeLimits: limitsOf,
};
