import type { TGame } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { jackpotRailGames } from './jackpot-rail-games';

const game = (id: string): TGame => ({
  id,
  name: id,
  provider: 'CopperFox',
  imageId: id,
  launchId: id,
  categories: ['slots'],
  rtp: 96,
  volatility: 'medium',
  minBet: '0.10',
  maxBet: '100.00',
});
const CATALOGUE = ['a', 'b', 'c', 'd', 'e', 'f'].map(game);
const POOL = { id: 'jackpot-eur' };
const ids = (games: TGame[] | null) => games?.map((g) => g.id) ?? null;

describe('the jackpot rail', () => {
  it('shows only games that feed a pool, popular ones first, the rest in catalogue order, up to the limit', () => {
    const rail = jackpotRailGames({
      pools: [POOL],
      catalogue: CATALOGUE,
      feedingIds: ['f', 'b', 'e', 'd', 'zz'],
      popularIds: ['e', 'a', 'c'],
      limit: 3,
    });
    expect(ids(rail)).toEqual(['e', 'b', 'd']);
  });

  it('is left out when no pool runs, whatever feeds it', () => {
    expect(jackpotRailGames({ pools: [], catalogue: CATALOGUE, feedingIds: ['a'], popularIds: [], limit: 10 })).toBeNull();
  });

  it('lets the browser decide when the pools could not be read', () => {
    expect(ids(jackpotRailGames({ pools: null, catalogue: CATALOGUE, feedingIds: ['c', 'a'], popularIds: [], limit: 10 }))).toEqual([
      'a',
      'c',
    ]);
  });

  it('keeps the pools without games when the games that feed them are unknown', () => {
    expect(jackpotRailGames({ pools: [POOL], catalogue: CATALOGUE, feedingIds: null, popularIds: [], limit: 10 })).toEqual([]);
    expect(jackpotRailGames({ pools: [POOL], catalogue: null, feedingIds: ['a'], popularIds: [], limit: 10 })).toEqual([]);
  });
});
