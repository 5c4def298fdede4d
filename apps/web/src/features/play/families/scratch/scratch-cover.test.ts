import { describe, expect, it } from 'vitest';
import { coverage, emptyMask, MASK_SIDE, REVEAL_THRESHOLD, scratchAt, scratchLine, symbolHue } from './scratch-cover';

describe('scratch coverage', () => {
  it('starts covered and counts a scratch by its area', () => {
    const mask = emptyMask();
    expect(coverage(mask)).toBe(0);
    scratchAt(mask, 0.5, 0.5, 0.1);
    // π r² of the card, within the mask's resolution.
    expect(coverage(mask)).toBeGreaterThan(0.025);
    expect(coverage(mask)).toBeLessThan(0.04);
  });

  it('fills the gaps of a fast stroke', () => {
    const mask = emptyMask();
    scratchLine(mask, { x: 0.05, y: 0.5 }, { x: 0.95, y: 0.5 }, 0.05);
    const row = Math.floor(0.5 * MASK_SIDE);
    for (let col = 2; col < MASK_SIDE - 2; col += 1) expect(mask[row * MASK_SIDE + col]).toBe(1);
  });

  it('reaches the reveal threshold only after most of the card is scratched', () => {
    const mask = emptyMask();
    for (let y = 0.05; y < 0.5; y += 0.05) scratchLine(mask, { x: 0, y }, { x: 1, y }, 0.06);
    expect(coverage(mask)).toBeLessThan(REVEAL_THRESHOLD);
    for (let y = 0.5; y <= 1; y += 0.05) scratchLine(mask, { x: 0, y }, { x: 1, y }, 0.06);
    expect(coverage(mask)).toBeGreaterThanOrEqual(REVEAL_THRESHOLD);
  });

  it('gives each symbol a stable hue', () => {
    expect(symbolHue('comet')).toBe(symbolHue('comet'));
    expect(symbolHue('comet')).not.toBe(symbolHue('moon'));
  });
});
