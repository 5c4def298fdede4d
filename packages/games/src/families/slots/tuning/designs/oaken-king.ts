import type { SlotDesign } from '../tune';
import { spins, ways } from './shape';

export const oakenKing: SlotDesign = {
  key: 'OakenKing',
  name: 'Oaken King',
  rtp: '96.00',
  volatility: 'medium',
  minStake: 10,
  maxStake: 10000,
  mode: ways(10),
  wild: ['W', 'Oaken Crown Wild'],
  scatter: ['S', 'Golden Acorn'],
  premium: [
    ['K', 'Oak King'],
    ['D', 'Stag'],
    ['O', 'Great Owl'],
    ['B', 'Badger'],
  ],
  low: [
    ['L', 'Oak Leaf'],
    ['M', 'Mushroom'],
    ['F', 'Fern'],
    ['P', 'Pine Cone'],
  ],
  freeSpins: spins([10, 15, 20], 2, 200, false),
};
