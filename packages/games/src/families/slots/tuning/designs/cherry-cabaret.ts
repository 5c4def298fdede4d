import type { SlotDesign } from '../tune';
import { lines, spins } from './shape';

export const cherryCabaret: SlotDesign = {
  key: 'CherryCabaret',
  name: 'Cherry Cabaret',
  rtp: '95.70',
  volatility: 'low',
  minStake: 10,
  maxStake: 5000,
  mode: lines(10),
  wild: ['W', 'Showgirl Wild'],
  scatter: ['S', 'Spotlight'],
  premium: [
    ['C', 'Cherry'],
    ['T', 'Top Hat'],
    ['G', 'Champagne'],
    ['F', 'Feather Fan'],
  ],
  low: [
    ['R', 'Rose'],
    ['K', 'Cane'],
    ['L', 'Lipstick'],
    ['P', 'Playbill'],
  ],
  freeSpins: spins([10, 15, 20], 2, 100, false),
};
