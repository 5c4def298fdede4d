import { describe, expect, it } from 'vitest';
import { countProviders, deriveProviders } from './providers';

describe('deriveProviders', () => {
  it('lists each provider once with the id of its first game, in order of appearance', () => {
    const games = [
      { id: 'g1', provider: 'Nova' },
      { id: 'g2', provider: 'Atlas' },
      { id: 'g3', provider: 'Nova' },
    ];
    expect(deriveProviders(games)).toEqual([
      { id: 'g1', name: 'Nova' },
      { id: 'g2', name: 'Atlas' },
    ]);
  });

  it('returns an empty list for no games', () => {
    expect(deriveProviders([])).toEqual([]);
  });
});

describe('countProviders', () => {
  it('counts the games of each provider', () => {
    const games = [
      { id: 'g1', provider: 'Nova' },
      { id: 'g2', provider: 'Atlas' },
      { id: 'g3', provider: 'Nova' },
    ];
    expect(countProviders(games)).toEqual([
      { id: 'g1', name: 'Nova', count: 2 },
      { id: 'g2', name: 'Atlas', count: 1 },
    ]);
  });
});
