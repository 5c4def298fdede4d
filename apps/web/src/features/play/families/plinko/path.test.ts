import { describe, expect, it } from 'vitest';
import { ballOffsets, landingSlot } from './path';

describe('plinko ball path', () => {
  it('moves half a peg spacing per row and lands in the slot of its rights', () => {
    const path = ['right', 'right', 'left', 'right'] as const;
    expect(ballOffsets(path)).toEqual([0, 0.5, 1, 0.5, 1]);
    expect(landingSlot(path)).toBe(3);
  });
});
