import type { SlotDesign } from '../tune';
import { spins, ways } from './shape';

export const auroraWilds: SlotDesign = {
  key: 'AuroraWilds',
  name: 'Aurora Wilds',
  rtp: '96.70',
  volatility: 'medium',
  minStake: 10,
  maxStake: 10000,
  mode: ways(10),
  wild: ['W', 'Aurora Wild'],
  scatter: ['S', 'Polar Star'],
  premium: [
    ['B', 'Polar Bear'],
    ['F', 'Arctic Fox'],
    ['O', 'Snowy Owl'],
    ['R', 'Reindeer'],
  ],
  low: [
    ['C', 'Ice Crystal'],
    ['N', 'Snowflake'],
    ['I', 'Icicle'],
    ['G', 'Glacier'],
  ],
  freeSpins: spins([12, 15, 20], 2, 100, true),
};
