import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  GAME_CATEGORIES,
  ZFavoriteGameList,
  ZGameList,
  ZGamesAndCategories,
  ZJackpotList,
  ZSkinConfiguration,
  ZWinnerList,
  type TGamesAndCategories,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createClient, PROFILE_API } from '../../../test/http';
import { expectRevalidation } from '../../../test/http-cache';
import { signUpPlayer } from '../../../test/players';
import { games } from '../../db/schema/games';
import { convertFromEurCeil, toMajorUnits } from '../../lib/money';
import { getRate } from '../currency';
import { countGames, findGame, listGames } from './repo';
import { catalogueCurrency, seedCatalogue, seedRows } from './service';
import { tileSvg } from './art/tile';
import { generateThumbnails, imageFileName } from './thumbnails';

const GAME_API = '/game-aggregator-service/api/v1';

describe('seed catalogue', () => {
  it('holds at least 60 in-house titles from several studios covering all 12 categories', () => {
    const rows = seedRows();
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.provider)).size).toBeGreaterThanOrEqual(5);
    for (const category of GAME_CATEGORIES) expect(rows.some((r) => r.categories.includes(category))).toBe(true);
    const slots = rows.filter((r) => r.categories.includes('slots')).length;
    for (const category of GAME_CATEGORIES.filter((c) => c !== 'slots')) {
      expect(rows.filter((r) => r.categories.includes(category)).length).toBeLessThan(slots);
    }
    for (const r of rows) {
      expect(Number(r.rtp)).toBeGreaterThanOrEqual(94);
      expect(Number(r.rtp)).toBeLessThan(100); // the house keeps an edge on every title (video poker's best tables come within half a percent)
      expect(r.minBetEurCents).toBeGreaterThan(0n);
      expect(r.maxBetEurCents).toBeGreaterThan(r.minBetEurCents);
      // Every in-house title has its own art.
      expect(r.imageId).toBe(r.id);
      expect(imageFileName(r.imageId!)).not.toBeNull();
    }
  });

  it('treats anything but a supported 3-character currency as EUR', () => {
    expect(catalogueCurrency('usd')).toBe('USD');
    expect(catalogueCurrency('BTC')).toBe('BTC');
    expect(catalogueCurrency('EUR')).toBe('EUR');
    for (const raw of ['', 'US', 'EURO', '12$', 'undefined', 'XYZ']) expect(catalogueCurrency(raw)).toBe('EUR');
  });

  it('keeps titles out of the artwork (the lobby writes them under it)', () => {
    const svg = tileSvg({ name: 'Cats & <Dogs>', provider: 'Tom"s', categories: ['slots'] });
    expect(svg).not.toContain('Cats');
    expect(svg).not.toContain('<Dogs>');
  });
});

describe('game catalogue API', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'casino-games-'));
    t = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('seeds on start, once', async () => {
    const n = await countGames(t.database.db);
    expect(n).toBe(seedRows().length);
    expect(await seedCatalogue(t.database.db)).toBe(0);
    expect(await countGames(t.database.db)).toBe(n);
  });

  it('gives in-house titles seeded before they had art their image id on the next start', async () => {
    const { db } = t.database;
    await db.update(games).set({ imageId: null }).where(eq(games.id, 'velvetreel:GoldenGlamour'));
    await db.update(games).set({ imageId: 'other:Kept' }).where(eq(games.id, 'copperfox:DustyDollars'));
    expect(await seedCatalogue(db)).toBe(0);
    expect((await findGame(db, 'velvetreel:GoldenGlamour'))?.imageId).toBe('velvetreel:GoldenGlamour');
    // An image id an import set is left as it is.
    expect((await findGame(db, 'copperfox:DustyDollars'))?.imageId).toBe('other:Kept');
    await db.update(games).set({ imageId: 'copperfox:DustyDollars' }).where(eq(games.id, 'copperfox:DustyDollars'));
  });

  describe('GET games-and-categories/{currency}', () => {
    let body: TGamesAndCategories;
    it('lists every game, the 12 categories with counts and the segments', async () => {
      const res = await get(`${GAME_API}/games-and-categories/EUR`);
      expect(res.statusCode).toBe(200);
      body = ZGamesAndCategories.parse(res.json());
      expect(body.games.length).toBe(seedRows().length);
      expect(body.categories.map((c) => c.id)).toEqual([...GAME_CATEGORIES]);
      expect(body.categories.find((c) => c.id === 'video_poker')?.name).toBe('Video Poker');
      expect(body.categories.find((c) => c.id === 'virtual_sports')?.name).toBe('Virtual Sports');
      for (const c of body.categories) {
        expect(c.gameCount).toBeGreaterThan(0);
        expect(c.gameCount).toBe(body.games.filter((g) => g.categories.includes(c.id)).length);
      }
      expect(body.segments.map((s) => s.id)).toEqual(['top', 'new', 'featured', 'main']);
      const ids = new Set(body.games.map((g) => g.id));
      for (const s of body.segments) {
        expect(s.gameIds.length).toBeGreaterThan(0);
        for (const id of s.gameIds) expect(ids.has(id)).toBe(true);
      }
      const lanterns = body.games.find((g) => g.id === 'lunarforge:LuckyLanterns');
      expect(lanterns).toMatchObject({
        name: 'Lucky Lanterns',
        provider: 'LunarForge',
        imageId: 'lunarforge:LuckyLanterns',
        launchId: 'lunarforge:LuckyLanterns',
        rtp: 96.21,
        minBet: '0.10',
        maxBet: '100.00',
      });
    });

    it('falls back to EUR for anything but a supported 3-character currency', async () => {
      for (const currency of ['xx', 'EURO', 'undefined', 'XYZ', '%20']) {
        const res = await get(`${GAME_API}/games-and-categories/${currency}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(body);
      }
    });

    it('shows bet limits in a supported currency at the stored rate, rounded up', async () => {
      const rate = await getRate(t.database.db, 'USD');
      const res = await get(`${GAME_API}/games-and-categories/usd`);
      expect(res.statusCode).toBe(200);
      const usd = ZGamesAndCategories.parse(res.json());
      expect(usd.games.map((g) => g.id)).toEqual(body.games.map((g) => g.id));
      const game = usd.games.find((g) => g.id === 'lunarforge:LuckyLanterns')!;
      expect(game.minBet).toBe(toMajorUnits(convertFromEurCeil(10n, rate.ratePerEur, 'USD'), 'USD'));
      expect(game.maxBet).toBe(toMajorUnits(convertFromEurCeil(10_000n, rate.ratePerEur, 'USD'), 'USD'));
      expect(res.headers.etag).not.toBe((await get(`${GAME_API}/games-and-categories/EUR`)).headers.etag);
    });

    it('is cacheable and answers 304 to a matching ETag', async () => {
      await expectRevalidation(t.app, `${GAME_API}/games-and-categories/EUR`, 'public, max-age=300');
    });
  });

  it.each([
    ['top-games', 'top'],
    ['main-games', 'main'],
    ['featured-games', 'featured'],
    ['new-games', 'new'],
  ])('GET category/%s lists the %s segment with an ETag', async (route, segment) => {
    const all = ZGamesAndCategories.parse((await get(`${GAME_API}/games-and-categories/EUR`)).json());
    const res = await get(`${GAME_API}/category/${route}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { games } = ZGameList.parse(res.json());
    expect(games.map((g) => g.id)).toEqual(all.segments.find((s) => s.id === segment)!.gameIds);
    const again = await get(`${GAME_API}/category/${route}`, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it.each(['latest', 'top'])('GET winners/%s is empty until bets are settled', async (route) => {
    const res = await get(`${GAME_API}/winners/${route}`);
    expect(res.statusCode).toBe(200);
    expect(ZWinnerList.parse(res.json())).toEqual({ winners: [] });
  });

  it('GET skin-configuration and jackpots', async () => {
    const skin = await get(`${GAME_API}/skin-configuration`);
    expect(skin.statusCode).toBe(200);
    expect(ZSkinConfiguration.parse(skin.json())).toMatchObject({ defaultCurrency: 'EUR', supportedLanguages: ['en'] });
    const jackpots = await get(`${GAME_API}/jackpots`);
    expect(jackpots.statusCode).toBe(200);
    // The shipped pools (apps/api/data/jackpots.json), opened at start with their seeds and fed by no stake yet.
    expect(ZJackpotList.parse(jackpots.json())).toEqual({
      jackpots: [
        { id: 'jackpot-eur', name: 'Grand Jackpot', amount: '1000.00', currency: 'EUR' },
        { id: 'jackpot-usd', name: 'Grand Jackpot', amount: '1000.00', currency: 'USD' },
      ],
    });
    expect(jackpots.headers.etag).toBeTruthy();
    expect(jackpots.headers['cache-control']).toBe('public, max-age=5');
  });

  describe('thumbnails', () => {
    it('serves a generated webp on both CDN paths with a long cache', async () => {
      // On a busy machine the start may still be drawing in the background: drawing what is missing here
      // waits for every tile (files are written whole, so both drawers may meet safely).
      await generateThumbnails(dataDir, await listGames(t.database.db));
      for (const base of ['/cdn/images', '/cdn/i/s3']) {
        const res = await get(`${base}/velvetreel/NeonNights.webp`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: 300, height: 300 });
      }
      // Each of the three titles that used to have no art is served now.
      for (const drawn of ['lunarforge/SilverTides', 'velvetreel/GoldenGlamour', 'copperfox/DustyDollars']) {
        expect((await get(`/cdn/i/s3/${drawn}.webp`)).statusCode, drawn).toBe(200);
      }
    });

    it('answers 404 for an unknown image and 400 for a bad path', async () => {
      expect((await get('/cdn/i/s3/velvetreel/NoSuchGame.webp')).statusCode).toBe(404);
      for (const bad of [
        '/cdn/i/s3/velvetreel/NeonNights.png',
        '/cdn/i/s3/VelvetReel/NeonNights.webp',
        '/cdn/i/s3/..%2F..%2Fetc/passwd.webp',
        '/cdn/images/velvetreel/..%2F..%2Fsecret.webp',
        '/cdn/images/.hidden/NeonNights.webp',
      ]) {
        expect((await get(bad)).statusCode, bad).toBe(400);
      }
      expect((await get('/cdn/images/velvetreel/../../etc/passwd')).statusCode).not.toBe(200);
    });
  });

  describe('favourites', () => {
    const favorite = { id: 'velvetreel:NeonNights', category: 'slots', name: 'Neon Nights', provider: 'VelvetReel' };

    it('needs a session', async () => {
      const stranger = createClient(t.app, { base: PROFILE_API });
      expect((await stranger.get('/profile/favoriteGame')).statusCode).toBe(401);
      expect((await stranger.post('/profile/favoriteGame', favorite)).statusCode).toBe(401);
      expect((await stranger.delete('/profile/favoriteGame/velvetreel:NeonNights')).statusCode).toBe(401);
    });

    it('adds, lists idempotently and removes', async () => {
      const { profile } = await signUpPlayer(t.app);

      const empty = await profile.get('/profile/favoriteGame');
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual([]);

      const added = await profile.post('/profile/favoriteGame', favorite);
      expect(added.statusCode).toBe(201);
      const entry = { ...favorite, launchId: favorite.id };
      expect(added.json()).toEqual(entry);

      const again = await profile.post('/profile/favoriteGame', { ...favorite, name: 'Something else' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(entry);

      const list = await profile.get('/profile/favoriteGame');
      expect(ZFavoriteGameList.parse(list.json())).toEqual([entry]);
      expect(list.headers['cache-control']).toBe('no-store');

      expect((await profile.delete(`/profile/favoriteGame/${encodeURIComponent(favorite.id)}`)).statusCode).toBe(204);
      expect((await profile.delete(`/profile/favoriteGame/${encodeURIComponent(favorite.id)}`)).statusCode).toBe(204);
      expect((await profile.get('/profile/favoriteGame')).json()).toEqual([]);
    });

    it('refuses an unknown game with 404 and a bad body with 400', async () => {
      const { profile } = await signUpPlayer(t.app);
      const unknown = await profile.post('/profile/favoriteGame', { ...favorite, id: 'nobody:Nothing' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Unknown game');
      expect((await profile.post('/profile/favoriteGame', { id: 'x' })).statusCode).toBe(400);
    });

    it('refuses NUL in a game id with 400 naming the field, in the body and in the path', async () => {
      const { profile } = await signUpPlayer(t.app);
      const added = await profile.post('/profile/favoriteGame', { ...favorite, id: 'velvetreel:\u0000' });
      expect(added.statusCode).toBe(400);
      expect(added.json().errors).toEqual([{ field: 'id', message: 'Text must not contain NUL characters' }]);
      const removed = await profile.delete('/profile/favoriteGame/velvetreel%3A%00');
      expect(removed.statusCode).toBe(400);
      expect(removed.json().errors).toEqual([{ field: 'id', message: 'Text must not contain NUL characters' }]);
    });
  });
});
