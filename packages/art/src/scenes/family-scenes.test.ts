import { FAMILIES } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { hasIcon } from '../build/icon-set';
import { FAMILY_SCENES, nameIconOf, sceneIconNames } from './family-scenes';

describe('family scenes', () => {
  it('gives every game family three different icons the set has', () => {
    expect(Object.keys(FAMILY_SCENES).sort()).toEqual(Object.keys(FAMILIES).sort());
    for (const [family, icons] of Object.entries(FAMILY_SCENES)) expect(new Set(icons).size, family).toBe(3);
    expect(sceneIconNames().filter((name) => !hasIcon(name))).toEqual([]);
  });

  it("tells a title's theme by the words of its name, from their start", () => {
    expect(nameIconOf('Lunar Roulette')).toBe('crescent-moon');
    expect(nameIconOf('Greyhound Grand Prix')).toBe('dog');
    expect(nameIconOf('Ember Dice')).toBe('fire');
    expect(nameIconOf('Longship Dice')).toBe('sailboat');
    expect(nameIconOf('Firebolt Crash')).toBe('high-voltage');
    expect(nameIconOf('Seashell Scratch')).toBe('spiral-shell');
    expect(nameIconOf('Plain Title')).toBeNull();
  });
});
