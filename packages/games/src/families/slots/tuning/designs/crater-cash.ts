import type { SlotDesign } from '../tune';
import { lines, spins } from './shape';

export const craterCash: SlotDesign = {
  key: 'CraterCash',
  name: 'Crater Cash',
  rtp: '94.90',
  volatility: 'medium',
  minStake: 10,
  maxStake: 5000,
  mode: lines(10),
  wild: ['W', 'Rover Wild'],
  scatter: ['S', 'Meteor'],
  premium: [
    ['A', 'Astronaut'],
    ['L', 'Lunar Lander'],
    ['G', 'Gold Crater'],
    ['H', 'Space Helmet'],
  ],
  low: [
    ['M', 'Moon Rock'],
    ['T', 'Telescope'],
    ['B', 'Bolt'],
    ['C', 'Cheese Wheel'],
  ],
  freeSpins: spins([8, 12, 20], 2, 100, false),
};
