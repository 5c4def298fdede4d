import type { SlotDesign } from '../tune';
import { lines, spins } from './shape';

export const luckyLanterns: SlotDesign = {
  key: 'LuckyLanterns',
  name: 'Lucky Lanterns',
  rtp: '96.21',
  volatility: 'medium',
  minStake: 10,
  maxStake: 10000,
  mode: lines(10),
  wild: ['W', 'Lantern Wild'],
  scatter: ['S', 'Firework'],
  premium: [
    ['D', 'Golden Dragon'],
    ['K', 'Koi'],
    ['C', 'Fortune Cat'],
    ['P', 'Peony'],
  ],
  low: [
    ['J', 'Jade Coin'],
    ['R', 'Red Envelope'],
    ['F', 'Paper Fan'],
    ['T', 'Tea Cup'],
  ],
  freeSpins: spins([10, 15, 20], 2, 100, true),
};
