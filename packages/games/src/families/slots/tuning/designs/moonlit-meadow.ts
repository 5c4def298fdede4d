import type { SlotDesign } from '../tune';
import { spins, ways } from './shape';

export const moonlitMeadow: SlotDesign = {
  key: 'MoonlitMeadow',
  name: 'Moonlit Meadow',
  rtp: '96.50',
  volatility: 'low',
  minStake: 10,
  maxStake: 5000,
  mode: ways(10),
  wild: ['W', 'Full Moon Wild'],
  scatter: ['S', 'Firefly'],
  premium: [
    ['O', 'Barn Owl'],
    ['F', 'Red Fox'],
    ['H', 'Hare'],
    ['M', 'Luna Moth'],
  ],
  low: [
    ['B', 'Bluebell'],
    ['C', 'Clover'],
    ['D', 'Dandelion'],
    ['T', 'Toadstool'],
  ],
  freeSpins: spins([10, 15, 20], 2, 100, false),
};
