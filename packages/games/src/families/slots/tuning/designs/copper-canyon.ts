import type { SlotDesign } from '../tune';
import { lines, spins } from './shape';

export const copperCanyon: SlotDesign = {
  key: 'CopperCanyon',
  name: 'Copper Canyon',
  rtp: '95.90',
  volatility: 'high',
  minStake: 20,
  maxStake: 10000,
  mode: lines(20),
  wild: ['W', 'Copper Wild'],
  scatter: ['S', 'Dynamite'],
  premium: [
    ['P', 'Prospector'],
    ['N', 'Copper Nugget'],
    ['M', 'Mule'],
    ['C', 'Mine Cart'],
  ],
  low: [
    ['L', 'Miner Lamp'],
    ['K', 'Pickaxe'],
    ['B', 'Ore Bucket'],
    ['R', 'Rope'],
  ],
  freeSpins: spins([10, 15, 20], 3, 200, false),
};
