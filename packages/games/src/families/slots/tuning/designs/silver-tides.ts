import type { SlotDesign } from '../tune';
import { spins, ways } from './shape';

export const silverTides: SlotDesign = {
  key: 'SilverTides',
  name: 'Silver Tides',
  rtp: '96.00',
  volatility: 'medium',
  minStake: 10,
  maxStake: 5000,
  mode: ways(10),
  wild: ['W', 'Silver Wave Wild'],
  scatter: ['S', 'Moon Tide'],
  premium: [
    ['M', 'Mermaid'],
    ['D', 'Dolphin'],
    ['T', 'Trident'],
    ['P', 'Silver Pearl'],
  ],
  low: [
    ['C', 'Conch'],
    ['A', 'Anchor'],
    ['F', 'Silverfish'],
    ['K', 'Kelp'],
  ],
  freeSpins: spins([10, 15, 20], 2, 100, true),
};
