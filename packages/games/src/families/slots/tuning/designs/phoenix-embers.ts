import type { SlotDesign } from '../tune';
import { spins, ways } from './shape';

export const phoenixEmbers: SlotDesign = {
  key: 'PhoenixEmbers',
  name: 'Phoenix Embers',
  rtp: '96.75',
  volatility: 'high',
  minStake: 20,
  maxStake: 10000,
  mode: ways(20),
  wild: ['W', 'Phoenix Wild'],
  scatter: ['S', 'Rebirth Egg'],
  premium: [
    ['B', 'Blaze Feather'],
    ['R', 'Ruby Flame'],
    ['T', 'Temple Torch'],
    ['A', 'Ash Crown'],
  ],
  low: [
    ['E', 'Ember'],
    ['C', 'Cinder'],
    ['L', 'Lava Stone'],
    ['G', 'Glow Coal'],
  ],
  freeSpins: spins([10, 15, 20], 3, 200, true),
};
