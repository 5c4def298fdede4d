import type { SlotDesign } from '../tune';
import { lines, spins } from './shape';

export const tidalTreasure: SlotDesign = {
  key: 'TidalTreasure',
  name: 'Tidal Treasure',
  rtp: '96.15',
  volatility: 'medium',
  minStake: 10,
  maxStake: 10000,
  mode: lines(10),
  wild: ['W', 'Tidal Wave Wild'],
  scatter: ['S', 'Message in a Bottle'],
  premium: [
    ['L', 'Lighthouse'],
    ['C', 'Brass Compass'],
    ['G', 'Gull'],
    ['B', 'Buoy'],
  ],
  low: [
    ['A', 'Anchor'],
    ['R', 'Rope'],
    ['N', 'Fishing Net'],
    ['H', 'Shell'],
  ],
  freeSpins: spins([10, 15, 20], 2, 100, false),
};
