import type { SlotDesign } from '../tune';
import { lines, spins } from './shape';

export const goldenGlamour: SlotDesign = {
  key: 'GoldenGlamour',
  name: 'Golden Glamour',
  rtp: '96.00',
  volatility: 'medium',
  minStake: 10,
  maxStake: 5000,
  mode: lines(10),
  wild: ['W', 'Golden Star Wild'],
  scatter: ['S', 'Red Carpet'],
  premium: [
    ['A', 'Leading Lady'],
    ['O', 'Golden Statuette'],
    ['L', 'Limousine'],
    ['C', 'Film Camera'],
  ],
  low: [
    ['R', 'Diamond Ring'],
    ['P', 'Pearls'],
    ['H', 'Handbag'],
    ['G', 'Sunglasses'],
  ],
  freeSpins: spins([10, 15, 20], 2, 100, false),
};
