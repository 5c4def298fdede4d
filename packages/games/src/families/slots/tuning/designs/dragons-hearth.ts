import type { SlotDesign } from '../tune';
import { lines, spins } from './shape';

export const dragonsHearth: SlotDesign = {
  key: 'DragonsHearth',
  name: "Dragon's Hearth",
  rtp: '96.45',
  volatility: 'high',
  minStake: 20,
  maxStake: 20000,
  mode: lines(20),
  wild: ['W', 'Dragon Wild'],
  scatter: ['S', 'Dragon Egg'],
  premium: [
    ['G', 'Gold Hoard'],
    ['K', 'Knight'],
    ['Q', 'Ember Queen'],
    ['T', 'Castle Tower'],
  ],
  low: [
    ['F', 'Flame'],
    ['B', 'Shield'],
    ['A', 'War Axe'],
    ['C', 'Chalice'],
  ],
  freeSpins: spins([10, 15, 20], 3, 200, true),
};
