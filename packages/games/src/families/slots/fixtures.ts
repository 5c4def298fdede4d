import type { SlotConfig, SlotSymbol } from './types';

/** Small configurations for tests, worked by hand. */

const symbols: SlotSymbol[] = [
  { id: 'A', name: 'Ace', kind: 'regular', pays: [5, 20, 100] },
  { id: 'K', name: 'King', kind: 'regular', pays: [2, 5, 25] },
  { id: 'Q', name: 'Queen', kind: 'regular', pays: [0.5, 1, 2] },
  { id: 'W', name: 'Wild', kind: 'wild', pays: [10, 50, 250] },
  { id: 'S', name: 'Star', kind: 'scatter', pays: [2, 5, 20] },
];

/** Three lines (middle, top, bottom), so the stake is 3 × coin; free spins on their own strips pay × 3. */
export const LINES_FIXTURE: SlotConfig = {
  key: 'LinesFixture',
  name: 'Lines fixture',
  rtp: '0',
  volatility: 'medium',
  mode: {
    kind: 'lines',
    paylines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
    ],
  },
  symbols,
  reels: ['AWQSKQ', 'WAKQSK', 'AQKSWQ', 'KQASQW', 'QKSAKQ'],
  freeSpins: { awards: [1, 2, 3], reels: ['AWSKQ', 'KSAWQ', 'QASKW', 'SKQAW', 'WQKSA'], multiplier: 3, maxSpins: 3 },
  coinValues: [1n, 2n, 3n, 5n],
  minStake: 6n,
  maxStake: 9n,
};

/** 243 ways at 5 coins; a ways wild pays nothing itself. */
export const WAYS_FIXTURE: SlotConfig = {
  ...LINES_FIXTURE,
  key: 'WaysFixture',
  name: 'Ways fixture',
  mode: { kind: 'ways', coins: 5 },
  symbols: symbols.map((s) => (s.kind === 'wild' ? { ...s, pays: undefined } : s)),
  reels: ['AQAKSQ', 'WKAQSA', 'KAQSKQ', 'KQSAQK', 'SAQKKA'],
  freeSpins: { awards: [1, 1, 2], multiplier: 2, maxSpins: 4 },
  coinValues: [1n],
  minStake: 5n,
  maxStake: 5n,
};

/** Floats that stop each reel of each spin at the given index: (stop + ½) / strip length. */
export function floatsFor(...spins: [strips: readonly string[], stops: number[]][]): number[] {
  return spins.flatMap(([strips, stops]) => stops.map((stop, r) => (stop + 0.5) / strips[r]!.length));
}
