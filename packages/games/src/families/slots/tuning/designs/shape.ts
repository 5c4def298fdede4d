// The shapes a design is written in: its mode and its free-spins feature.
import type { SlotDesign } from '../tune';

type Feature = SlotDesign['freeSpins'];

export const lines = (n: 10 | 20) => ({ kind: 'lines', lines: n }) as const;
export const ways = (coins: number) => ({ kind: 'ways', coins }) as const;
export const spins = (awards: Feature['awards'], multiplier: number, maxSpins: number, ownReels: boolean): Feature => ({
  awards,
  multiplier,
  maxSpins,
  ownReels,
});
