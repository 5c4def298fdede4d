import { ZGamesAndCategories, ZRecommendedGames, type TGame, type TGamesAndCategories } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { createClient, type Client } from '../../../test/http';
import { expectRevalidation } from '../../../test/http-cache';
import { CATALOGUE_CHECK_MS, importCatalogue } from '../games';
import { listRecommendedGames, RECOMMENDED_GAMES_MAX } from './recommended-games';

const PATH = '/cdn/static/recommended-games.json';

async function catalogue(client: Client): Promise<TGamesAndCategories> {
  return ZGamesAndCategories.parse((await client.get('/game-aggregator-service/api/v1/games-and-categories/EUR')).json());
}

/** The rule, stated from the public catalogue: featured games by RTP, then top games by RTP. */
function expectedIds(all: TGamesAndCategories, max = RECOMMENDED_GAMES_MAX): string[] {
  const byId = new Map(all.games.map((g) => [g.id, g]));
  const segment = (id: string) => all.segments.find((s) => s.id === id)!.gameIds.map((gameId) => byId.get(gameId)!);
  const byRtp = (games: TGame[]) => [...games].sort((a, b) => b.rtp - a.rtp);
  const featured = byRtp(segment('featured'));
  const top = byRtp(segment('top').filter((g) => !featured.includes(g)));
  return [...featured, ...top].slice(0, max).map((g) => g.id);
}

describe('GET /cdn/static/recommended-games.json', () => {
  let t: TestApp;
  useTestApp((app) => (t = app));
  const client = () => createClient(t.app, { base: '' });

  it('lists up to 12 catalogue games, the featured ones with the best RTP first', async () => {
    const res = await client().get(PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const { games } = ZRecommendedGames.parse(res.json());
    expect(games).toHaveLength(RECOMMENDED_GAMES_MAX);
    expect(new Set(games.map((g) => g.id)).size).toBe(games.length);

    const all = await catalogue(client());
    const featured = new Set(all.segments.find((s) => s.id === 'featured')!.gameIds);
    for (const game of games) {
      // The very same entry the catalogue serves, not a copy with its own fields.
      expect(
        all.games.find((g) => g.id === game.id),
        game.id,
      ).toEqual(game);
      expect(featured.has(game.id), game.id).toBe(true);
    }
    for (let i = 1; i < games.length; i++) expect(games[i]!.rtp).toBeLessThanOrEqual(games[i - 1]!.rtp);
    expect(games.map((g) => g.id)).toEqual(expectedIds(all));
  });

  it('tops the featured games up with top games when a longer list is asked for', async () => {
    const all = await catalogue(client());
    const featuredCount = all.segments.find((s) => s.id === 'featured')!.gameIds.length;
    const longer = await listRecommendedGames(t.database.db, featuredCount + 3);
    expect(longer).toHaveLength(featuredCount + 3);
    expect(longer.map((g) => g.id)).toEqual(expectedIds(all, featuredCount + 3));
    const top = new Set(all.segments.find((s) => s.id === 'top')!.gameIds);
    for (const game of longer.slice(featuredCount)) expect(top.has(game.id), game.id).toBe(true);
  });

  it('is cacheable for five minutes and answers 304 to a matching ETag', async () => {
    await expectRevalidation(t.app, PATH, 'public, max-age=300');
  });
});

describe('recommended games after a catalogue import', () => {
  let t: TestApp;
  useTestApp((app) => (t = app));
  const client = () => createClient(t.app, { base: '' });

  it('follow the catalogue, with a new ETag', async () => {
    const before = await client().get(PATH);
    const oldEtag = String(before.headers.etag);

    // Thirteen featured titles that all beat the shipped ones on RTP: the weakest of them drops out.
    const feed = Array.from({ length: 13 }, (_, i) => ({
      id: `partner:title-${i}`,
      name: `Partner Title ${i}`,
      provider: 'PartnerStudio',
      imageId: `partner:Title${i}`,
      categories: ['slots'],
      rtp: 99 + i / 100,
      volatility: 'medium',
      minBet: '0.10',
      maxBet: '100.00',
      isFeatured: true,
    }));
    const report = await importCatalogue(t.database.db, feed);
    expect(report.rejected).toEqual([]);
    // The API checks the catalogue's version at most this often.
    t.clock.advance(CATALOGUE_CHECK_MS);

    const stale = await client().request('GET', PATH, undefined, { 'if-none-match': oldEtag });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).not.toBe(oldEtag);
    const { games } = ZRecommendedGames.parse(stale.json());
    expect(games.map((g) => g.id)).toEqual(Array.from({ length: 12 }, (_, i) => `partner:title-${12 - i}`));
    expect(games[0]).toMatchObject({ name: 'Partner Title 12', provider: 'PartnerStudio', rtp: 99.12, minBet: '0.10' });

    const all = await catalogue(client());
    for (const game of games)
      expect(
        all.games.find((g) => g.id === game.id),
        game.id,
      ).toEqual(game);
    expect(games.map((g) => g.id)).toEqual(expectedIds(all));

    const fresh = await client().request('GET', PATH, undefined, { 'if-none-match': String(stale.headers.etag) });
    expect(fresh.statusCode).toBe(304);
  });
});
