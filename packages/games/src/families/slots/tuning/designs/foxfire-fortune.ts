import type { SlotDesign } from '../tune';
import { lines, spins } from './shape';

export const foxfireFortune: SlotDesign = {
  key: 'FoxfireFortune',
  name: 'Foxfire Fortune',
  rtp: '96.35',
  volatility: 'medium',
  minStake: 10,
  maxStake: 10000,
  mode: lines(10),
  wild: ['W', 'Foxfire Wild'],
  scatter: ['S', 'Spirit Lantern'],
  premium: [
    ['K', 'Kitsune'],
    ['T', 'Torii Gate'],
    ['M', 'Fox Mask'],
    ['B', 'Shrine Bell'],
  ],
  low: [
    ['L', 'Lotus'],
    ['C', 'Copper Coin'],
    ['F', 'Maple Leaf'],
    ['O', 'Omamori'],
  ],
  freeSpins: spins([10, 15, 20], 2, 200, true),
};
