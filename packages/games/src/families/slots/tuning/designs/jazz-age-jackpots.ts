import type { SlotDesign } from '../tune';
import { spins, ways } from './shape';

export const jazzAgeJackpots: SlotDesign = {
  key: 'JazzAgeJackpots',
  name: 'Jazz Age Jackpots',
  rtp: '94.80',
  volatility: 'high',
  minStake: 20,
  maxStake: 10000,
  mode: ways(20),
  wild: ['W', 'Trumpet Wild'],
  scatter: ['S', 'Gramophone'],
  premium: [
    ['F', 'Flapper'],
    ['B', 'Bandleader'],
    ['C', 'Classic Car'],
    ['M', 'Martini'],
  ],
  low: [
    ['P', 'Piano Keys'],
    ['H', 'Fedora'],
    ['N', 'Music Note'],
    ['T', 'Ticket'],
  ],
  freeSpins: spins([8, 12, 20], 3, 200, false),
};
