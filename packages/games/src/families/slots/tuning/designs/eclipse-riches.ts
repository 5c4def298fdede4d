import type { SlotDesign } from '../tune';
import { lines, spins } from './shape';

export const eclipseRiches: SlotDesign = {
  key: 'EclipseRiches',
  name: 'Eclipse Riches',
  rtp: '95.80',
  volatility: 'high',
  minStake: 20,
  maxStake: 10000,
  mode: lines(20),
  wild: ['W', 'Eclipse Wild'],
  scatter: ['S', 'Corona'],
  premium: [
    ['G', 'Sun God'],
    ['M', 'Moon Goddess'],
    ['R', 'Ruby Sun'],
    ['A', 'Amber Scarab'],
  ],
  low: [
    ['E', 'Emerald'],
    ['Y', 'Topaz'],
    ['P', 'Pearl'],
    ['O', 'Obsidian'],
  ],
  freeSpins: spins([10, 15, 20], 3, 200, true),
};
