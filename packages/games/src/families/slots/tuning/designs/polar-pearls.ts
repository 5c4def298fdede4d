import type { SlotDesign } from '../tune';
import { lines, spins } from './shape';

export const polarPearls: SlotDesign = {
  key: 'PolarPearls',
  name: 'Polar Pearls',
  rtp: '96.90',
  volatility: 'low',
  minStake: 10,
  maxStake: 5000,
  mode: lines(10),
  wild: ['W', 'Pearl Wild'],
  scatter: ['S', 'Ice Clam'],
  premium: [
    ['N', 'Narwhal'],
    ['O', 'Orca'],
    ['B', 'Beluga'],
    ['P', 'Puffin'],
  ],
  low: [
    ['C', 'Snow Crab'],
    ['T', 'Starfish'],
    ['U', 'Urchin'],
    ['K', 'Krill'],
  ],
  freeSpins: spins([10, 15, 20], 2, 100, true),
};
