import type { TGame } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { selectGames } from './catalog-source';

const game = (id: string, provider: string, categories: TGame['categories']) => ({ id, provider, categories }) as TGame;
const all = [game('1', 'LunarForge', ['slots']), game('2', 'Bluefin', ['card', 'poker']), game('3', 'lunarforge', ['crash'])];

describe('selectGames', () => {
  it('keeps every game for /games/all', () => {
    expect(selectGames({ type: 'all' }, all)).toHaveLength(3);
  });

  it('filters by category', () => {
    expect(selectGames({ type: 'category', category: 'poker' }, all).map((g) => g.id)).toEqual(['2']);
  });

  it('matches the provider name in any letter case', () => {
    expect(selectGames({ type: 'provider', provider: 'LUNARFORGE' }, all).map((g) => g.id)).toEqual(['1', '3']);
    expect(selectGames({ type: 'provider', provider: 'Nobody' }, all)).toEqual([]);
  });
});
