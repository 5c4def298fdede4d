import type { SlotDesign } from '../tune';
import { spins, ways } from './shape';

export const starforgeWays: SlotDesign = {
  key: 'StarforgeWays',
  name: 'Starforge Ways',
  rtp: '96.47',
  volatility: 'high',
  minStake: 20,
  maxStake: 20000,
  mode: ways(20),
  wild: ['W', 'Forge Wild'],
  scatter: ['S', 'Supernova'],
  premium: [
    ['A', 'Astro Smith'],
    ['H', 'Star Hammer'],
    ['N', 'Nebula Core'],
    ['P', 'Plasma Anvil'],
  ],
  low: [
    ['C', 'Cobalt'],
    ['T', 'Titanium'],
    ['Q', 'Quartz'],
    ['I', 'Iron Ore'],
    ['L', 'Lithium'],
  ],
  freeSpins: spins([12, 16, 25], 3, 200, true),
};
