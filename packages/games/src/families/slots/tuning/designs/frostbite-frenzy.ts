import type { SlotDesign } from '../tune';
import { lines, spins } from './shape';

export const frostbiteFrenzy: SlotDesign = {
  key: 'FrostbiteFrenzy',
  name: 'Frostbite Frenzy',
  rtp: '95.60',
  volatility: 'high',
  minStake: 20,
  maxStake: 10000,
  mode: lines(20),
  wild: ['W', 'Frostbite Wild'],
  scatter: ['S', 'Blizzard'],
  premium: [
    ['Y', 'Yeti'],
    ['M', 'Mammoth'],
    ['P', 'Penguin'],
    ['I', 'Ice Axe'],
  ],
  low: [
    ['F', 'Frozen Fish'],
    ['G', 'Snow Goggles'],
    ['B', 'Fur Boot'],
    ['T', 'Thermometer'],
  ],
  freeSpins: spins([8, 12, 20], 3, 200, false),
};
