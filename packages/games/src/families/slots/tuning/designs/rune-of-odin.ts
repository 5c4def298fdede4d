import type { SlotDesign } from '../tune';
import { spins, ways } from './shape';

export const runeOfOdin: SlotDesign = {
  key: 'RuneOfOdin',
  name: 'Rune of Odin',
  rtp: '96.05',
  volatility: 'high',
  minStake: 20,
  maxStake: 10000,
  mode: ways(20),
  wild: ['W', 'Odin Wild'],
  scatter: ['S', 'Rune Stone'],
  premium: [
    ['T', 'Thor'],
    ['F', 'Freya'],
    ['L', 'Loki'],
    ['H', 'Huginn'],
  ],
  low: [
    ['A', 'Ansuz Rune'],
    ['K', 'Kenaz Rune'],
    ['E', 'Ehwaz Rune'],
    ['R', 'Raido Rune'],
  ],
  freeSpins: spins([10, 15, 20], 3, 200, true),
};
