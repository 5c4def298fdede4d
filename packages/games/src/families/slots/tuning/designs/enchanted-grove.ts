import type { SlotDesign } from '../tune';
import { lines, spins } from './shape';

export const enchantedGrove: SlotDesign = {
  key: 'EnchantedGrove',
  name: 'Enchanted Grove',
  rtp: '95.85',
  volatility: 'low',
  minStake: 10,
  maxStake: 5000,
  mode: lines(10),
  wild: ['W', 'Tree Spirit Wild'],
  scatter: ['S', 'Fairy Ring'],
  premium: [
    ['U', 'Unicorn'],
    ['F', 'Fairy'],
    ['E', 'Elf Archer'],
    ['O', 'Wise Owl'],
  ],
  low: [
    ['M', 'Toadstool'],
    ['B', 'Wild Berry'],
    ['L', 'Silver Leaf'],
    ['A', 'Acorn'],
  ],
  freeSpins: spins([10, 15, 20], 2, 100, true),
};
