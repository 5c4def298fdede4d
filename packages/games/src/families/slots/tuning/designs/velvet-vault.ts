import type { SlotDesign } from '../tune';
import { spins, ways } from './shape';

export const velvetVault: SlotDesign = {
  key: 'VelvetVault',
  name: 'Velvet Vault',
  rtp: '96.10',
  volatility: 'high',
  minStake: 20,
  maxStake: 20000,
  mode: ways(20),
  wild: ['W', 'Vault Key Wild'],
  scatter: ['S', 'Safe Dial'],
  premium: [
    ['D', 'Diamond'],
    ['G', 'Gold Bars'],
    ['N', 'Necklace'],
    ['C', 'Cash Stack'],
  ],
  low: [
    ['P', 'Blueprint'],
    ['M', 'Velvet Mask'],
    ['L', 'Lockpick'],
    ['F', 'Flashlight'],
  ],
  freeSpins: spins([10, 15, 20], 3, 200, true),
};
