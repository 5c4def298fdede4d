import { SLOT_TITLES } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { hasIcon } from '../build/icon-set';
import { SLOT_SYMBOL_ICONS } from './symbol-icons';

describe('slot symbol icons', () => {
  it('draws every symbol of every slot title, and nothing a title does not have', () => {
    expect(Object.keys(SLOT_SYMBOL_ICONS).sort()).toEqual(SLOT_TITLES.map((title) => title.key).sort());
    for (const title of SLOT_TITLES) {
      expect(Object.keys(SLOT_SYMBOL_ICONS[title.key]!).sort(), title.key).toEqual(title.symbols.map((symbol) => symbol.id).sort());
    }
  });

  it('names only icons the pinned set has', () => {
    const missing = Object.entries(SLOT_SYMBOL_ICONS).flatMap(([key, icons]) =>
      Object.entries(icons)
        .filter(([, name]) => !hasIcon(name))
        .map(([id, name]) => `${key}.${id}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('gives no two symbols of a title the same icon', () => {
    for (const [key, icons] of Object.entries(SLOT_SYMBOL_ICONS)) {
      const names = Object.values(icons);
      expect(new Set(names).size, key).toBe(names.length);
    }
  });

  it('gives every title a set of its own, its wild included', () => {
    const sets = Object.values(SLOT_SYMBOL_ICONS).map((icons) => Object.values(icons).sort().join(' '));
    expect(new Set(sets).size).toBe(sets.length);
    // The wild is the tile's centrepiece: two titles sharing one would look alike in the lobby.
    const wilds = SLOT_TITLES.map((title) => SLOT_SYMBOL_ICONS[title.key]![title.symbols.find((symbol) => symbol.kind === 'wild')!.id]);
    expect(new Set(wilds).size).toBe(wilds.length);
  });
});
