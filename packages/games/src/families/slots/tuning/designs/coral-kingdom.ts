import type { SlotDesign } from '../tune';
import { spins, ways } from './shape';

export const coralKingdom: SlotDesign = {
  key: 'CoralKingdom',
  name: 'Coral Kingdom',
  rtp: '95.95',
  volatility: 'low',
  minStake: 10,
  maxStake: 5000,
  mode: ways(10),
  wild: ['W', 'Coral Crown Wild'],
  scatter: ['S', 'Pearl Throne'],
  premium: [
    ['K', 'Sea King'],
    ['Q', 'Sea Queen'],
    ['D', 'Dolphin Knight'],
    ['T', 'Trident'],
  ],
  low: [
    ['A', 'Anemone'],
    ['U', 'Urchin'],
    ['C', 'Clam'],
    ['F', 'Angelfish'],
  ],
  freeSpins: spins([10, 15, 20], 2, 100, true),
};
