import type { SlotDesign } from '../tune';
import { spins, ways } from './shape';

export const wildWestWagon: SlotDesign = {
  key: 'WildWestWagon',
  name: 'Wild West Wagon',
  rtp: '96.10',
  volatility: 'medium',
  minStake: 10,
  maxStake: 5000,
  mode: ways(10),
  wild: ['W', 'Wagon Wild'],
  scatter: ['S', 'Sheriff Star'],
  premium: [
    ['C', 'Cowboy'],
    ['H', 'Stallion'],
    ['G', 'Revolver'],
    ['D', 'Dollar Bag'],
  ],
  low: [
    ['O', 'Horseshoe'],
    ['K', 'Cactus'],
    ['R', 'Lasso'],
    ['T', 'Tumbleweed'],
  ],
  freeSpins: spins([10, 15, 20], 2, 100, false),
};
