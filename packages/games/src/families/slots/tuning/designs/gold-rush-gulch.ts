import type { SlotDesign } from '../tune';
import { lines, spins } from './shape';

export const goldRushGulch: SlotDesign = {
  key: 'GoldRushGulch',
  name: 'Gold Rush Gulch',
  rtp: '96.80',
  volatility: 'high',
  minStake: 20,
  maxStake: 20000,
  mode: lines(20),
  wild: ['W', 'Gold Pan Wild'],
  scatter: ['S', 'Claim Map'],
  premium: [
    ['N', 'Big Nugget'],
    ['M', 'Old Miner'],
    ['B', 'Burro'],
    ['D', 'Dynamite Crate'],
  ],
  low: [
    ['P', 'Pickaxe'],
    ['L', 'Oil Lamp'],
    ['C', 'Canteen'],
    ['T', 'Tin Cup'],
  ],
  freeSpins: spins([12, 16, 25], 3, 200, true),
};
