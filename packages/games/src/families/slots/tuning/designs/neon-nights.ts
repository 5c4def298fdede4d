import type { SlotDesign } from '../tune';
import { lines, spins } from './shape';

export const neonNights: SlotDesign = {
  key: 'NeonNights',
  name: 'Neon Nights',
  rtp: '96.30',
  volatility: 'medium',
  minStake: 10,
  maxStake: 10000,
  mode: lines(10),
  wild: ['W', 'Neon Wild'],
  scatter: ['S', 'Disco Ball'],
  premium: [
    ['C', 'Convertible'],
    ['M', 'Microphone'],
    ['K', 'Cocktail'],
    ['R', 'Roller Skate'],
  ],
  low: [
    ['V', 'Vinyl'],
    ['B', 'Boombox'],
    ['H', 'Headphones'],
    ['L', 'Neon Lips'],
  ],
  freeSpins: spins([10, 15, 20], 2, 100, true),
};
