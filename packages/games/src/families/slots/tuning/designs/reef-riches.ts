import type { SlotDesign } from '../tune';
import { lines, spins } from './shape';

export const reefRiches: SlotDesign = {
  key: 'ReefRiches',
  name: 'Reef Riches',
  rtp: '96.25',
  volatility: 'medium',
  minStake: 10,
  maxStake: 10000,
  mode: lines(10),
  wild: ['W', 'Reef Wild'],
  scatter: ['S', 'Treasure Chest'],
  premium: [
    ['T', 'Sea Turtle'],
    ['O', 'Octopus'],
    ['R', 'Manta Ray'],
    ['C', 'Clownfish'],
  ],
  low: [
    ['H', 'Seahorse'],
    ['A', 'Anemone'],
    ['L', 'Scallop'],
    ['K', 'Coral Branch'],
  ],
  freeSpins: spins([10, 15, 20], 2, 100, true),
};
