import type { SlotDesign } from '../tune';
import { spins, ways } from './shape';

export const deepSeaDoubloons: SlotDesign = {
  key: 'DeepSeaDoubloons',
  name: 'Deep Sea Doubloons',
  rtp: '96.55',
  volatility: 'high',
  minStake: 20,
  maxStake: 20000,
  mode: ways(20),
  wild: ['W', 'Kraken Wild'],
  scatter: ['S', 'Doubloon'],
  premium: [
    ['P', 'Pirate Captain'],
    ['G', 'Galleon'],
    ['C', 'Sunken Chest'],
    ['A', 'Anchor'],
  ],
  low: [
    ['M', 'Sea Map'],
    ['B', 'Bottle'],
    ['H', 'Hook'],
    ['R', 'Rope Knot'],
  ],
  freeSpins: spins([10, 15, 25], 3, 200, true),
};
