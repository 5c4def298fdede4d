import type { TGame } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { findGameBySlug } from './find-by-slug';

const game = (id: string, imageId: string | null) => ({ id, imageId }) as TGame;
const games = [game('1', 'lunar:NeonNights'), game('2', 'Reef/Run'), game('scratch-42', null)];

describe('findGameBySlug', () => {
  it('finds a game by the slug of its image id', () => {
    expect(findGameBySlug(games, 'neon-nights')?.id).toBe('1');
  });

  it('accepts the encoded and the decoded form of a slash', () => {
    expect(findGameBySlug(games, 'reef%2F-run')?.id).toBe('2');
    expect(findGameBySlug(games, 'reef/-run')?.id).toBe('2');
  });

  it('falls back to the id for a game without art', () => {
    expect(findGameBySlug(games, 'scratch-42')?.id).toBe('scratch-42');
  });

  it('returns undefined for an unknown slug or a malformed escape', () => {
    expect(findGameBySlug(games, 'nope')).toBeUndefined();
    expect(findGameBySlug(games, '%E0%A4%A')).toBeUndefined();
  });
});
