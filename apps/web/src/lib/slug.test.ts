import { describe, expect, it } from 'vitest';
import { gameSlug } from './slug';

describe('gameSlug', () => {
  it('drops the prefix and hyphenates before capitals', () => {
    expect(gameSlug('pragmatic:SweetBonanza')).toBe('sweet-bonanza');
  });

  it('works without a prefix', () => {
    expect(gameSlug('LuckyLanternLinks')).toBe('lucky-lantern-links');
  });

  it('keeps lower-case ids as they are', () => {
    expect(gameSlug('studio:roulette')).toBe('roulette');
  });

  it('encodes slashes', () => {
    expect(gameSlug('studio:Gold/Rush')).toBe('gold%2F-rush');
    expect(gameSlug('a/b')).toBe('a%2Fb');
  });

  it('keeps digits and separators inside a word', () => {
    expect(gameSlug('nova:Book777Deluxe')).toBe('book777-deluxe');
  });
});
