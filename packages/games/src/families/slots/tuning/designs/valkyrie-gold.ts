import type { SlotDesign } from '../tune';
import { lines, spins } from './shape';

export const valkyrieGold: SlotDesign = {
  key: 'ValkyrieGold',
  name: 'Valkyrie Gold',
  rtp: '96.20',
  volatility: 'high',
  minStake: 20,
  maxStake: 20000,
  mode: lines(20),
  wild: ['W', 'Valkyrie Wild'],
  scatter: ['S', 'Valhalla Gate'],
  premium: [
    ['P', 'Winged Horse'],
    ['G', 'Gold Shield'],
    ['H', 'Winged Helm'],
    ['A', 'Battle Axe'],
  ],
  low: [
    ['R', 'Raven'],
    ['M', 'Mead Horn'],
    ['T', 'Gold Torc'],
    ['C', 'Chainmail'],
  ],
  freeSpins: spins([10, 15, 20], 3, 200, true),
};
