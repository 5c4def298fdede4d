import { describe, expect, it } from 'vitest';
import { ANTICIPATION_MS, reelStops, STOP_GAP_MS } from './stops';

const scatter = new Set(['S']);

describe('reel stop order', () => {
  it('rests the reels one after another, left to right', () => {
    const window = [
      ['A', 'B', 'C'],
      ['A', 'S', 'C'],
      ['B', 'B', 'C'],
      ['A', 'A', 'A'],
      ['C', 'C', 'C'],
    ];
    expect(reelStops(window, scatter, false)).toEqual({
      at: [0, 1, 2, 3, 4].map((r) => r * STOP_GAP_MS),
      anticipating: [false, false, false, false, false],
    });
  });

  it('spins every reel after the second scatter on a little longer', () => {
    const window = [
      ['S', 'B', 'C'],
      ['A', 'B', 'C'],
      ['B', 'S', 'C'],
      ['A', 'A', 'A'],
      ['S', 'C', 'C'],
    ];
    const stops = reelStops(window, scatter, false);
    expect(stops.anticipating).toEqual([false, false, false, true, true]);
    expect(stops.at).toEqual([0, STOP_GAP_MS, 2 * STOP_GAP_MS, 3 * STOP_GAP_MS + ANTICIPATION_MS, 4 * STOP_GAP_MS + 2 * ANTICIPATION_MS]);
  });

  it('rests every reel at once, with no anticipation, for reduced motion', () => {
    const window = [
      ['S', 'S', 'C'],
      ['A', 'B', 'C'],
      ['B', 'S', 'C'],
    ];
    expect(reelStops(window, scatter, true)).toEqual({ at: [0, 0, 0], anticipating: [false, false, false] });
  });
});
