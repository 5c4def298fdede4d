import type { SlotDesign } from '../tune';
import { spins, ways } from './shape';

export const fjordFortunes: SlotDesign = {
  key: 'FjordFortunes',
  name: 'Fjord Fortunes',
  rtp: '96.40',
  volatility: 'medium',
  minStake: 10,
  maxStake: 10000,
  mode: ways(10),
  wild: ['W', 'Waterfall Wild'],
  scatter: ['S', 'Whale Tail'],
  premium: [
    ['V', 'Viking Ship'],
    ['E', 'Sea Eagle'],
    ['K', 'Elk'],
    ['F', 'Salmon'],
  ],
  low: [
    ['C', 'Red Cabin'],
    ['P', 'Pine'],
    ['O', 'Oar'],
    ['R', 'Rowan Berry'],
  ],
  freeSpins: spins([10, 15, 20], 2, 100, true),
};
