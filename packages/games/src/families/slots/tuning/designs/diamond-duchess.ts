import type { SlotDesign } from '../tune';
import { lines, spins } from './shape';

export const diamondDuchess: SlotDesign = {
  key: 'DiamondDuchess',
  name: 'Diamond Duchess',
  rtp: '96.60',
  volatility: 'high',
  minStake: 20,
  maxStake: 10000,
  mode: lines(20),
  wild: ['W', 'Duchess Wild'],
  scatter: ['S', 'Tiara'],
  premium: [
    ['D', 'Diamond'],
    ['R', 'Ruby Ring'],
    ['N', 'Pearl Necklace'],
    ['F', 'Silk Fan'],
  ],
  low: [
    ['C', 'Crown Coin'],
    ['G', 'Goblet'],
    ['L', 'Locket'],
    ['P', 'Perfume'],
  ],
  freeSpins: spins([10, 15, 25], 3, 200, true),
};
