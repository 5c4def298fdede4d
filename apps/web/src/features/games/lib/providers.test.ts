import { describe, expect, it } from 'vitest';
import { deriveProviders } from './providers';

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
