import { ZGamesAndCategories, ZJackpotGames, ZJackpotList } from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { expectRevalidation } from '../../../test/http-cache';
import { useTempDir } from '../../../test/temp-dir';
import { loadJackpotSettings } from './config';

// Which catalogue games feed a pool, as the lobby's jackpot rail reads it: the titles the operator's file names,
// under the catalogue ids a client knows them by, and none while no currency has a pool.

const GAME_API = '/game-aggregator-service/api/v1';
const SHIPPED_FILE = new URL('../../../data/jackpots.json', import.meta.url).pathname;
const SETTINGS = {
  name: 'Rail Jackpot',
  contributionBasisPoints: 100,
  winChanceOneIn: 1_000_000,
  families: [],
  titles: ['LuckyLanterns', 'EmberDice'],
  pools: [{ currency: 'EUR', seed: '100000', cap: '10000000' }],
};

async function read(t: TestApp) {
  const get = (url: string) => t.app.inject({ method: 'GET', url: `${GAME_API}${url}` });
  const res = await get('/jackpots/games');
  expect(res.statusCode, res.body).toBe(200);
  const catalogue = ZGamesAndCategories.parse((await get('/games-and-categories/EUR')).json()).games;
  return {
    gameIds: ZJackpotGames.parse(res.json()).gameIds,
    catalogue,
    pools: ZJackpotList.parse((await get('/jackpots')).json()).jackpots,
  };
}

/** The catalogue id of an in-house title ("lunarforge:LuckyLanterns"). */
const idOf = (catalogue: { id: string }[], key: string) => catalogue.find((g) => g.id.endsWith(`:${key}`))!.id;

describe('GET jackpots/games with the shipped settings', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));

  it('lists every catalogue game of a participating title, and no other', async () => {
    const { gameIds, catalogue } = await read(t);
    const { titles } = loadJackpotSettings(SHIPPED_FILE);
    const expected = catalogue.filter((g) => titles.has(g.id.slice(g.id.indexOf(':') + 1))).map((g) => g.id);
    expect(expected.length).toBeGreaterThan(0);
    expect([...gameIds].sort()).toEqual([...expected].sort());
    expect(gameIds).toContain(idOf(catalogue, 'LuckyLanterns'));
    expect(gameIds).not.toContain(idOf(catalogue, 'LunarRoulette'));
    expect(gameIds).not.toContain(idOf(catalogue, 'OrbitRush'));
  });

  it('is cached like the catalogue, revalidated by its ETag', async () => {
    await expectRevalidation(t.app, `${GAME_API}/jackpots/games`, 'public, max-age=300');
  });
});

describe.each([
  ['single titles', SETTINGS, ['LuckyLanterns', 'EmberDice'], ['EUR']],
  ['no pool', { ...SETTINGS, pools: [] }, [], []],
])('GET jackpots/games with %s', (_case, settings, keys, currencies) => {
  const files = useTempDir('jackpot-games-');
  beforeAll(() => files.writeJson('jackpots.json', settings));
  let t: TestApp;
  useTestApp(
    (started) => (t = started),
    () => ({ JACKPOTS_FILE: files.fileIn('jackpots.json') }),
  );

  it('names the titles that feed a running pool, by their catalogue ids', async () => {
    const { gameIds, catalogue, pools } = await read(t);
    expect(pools.map((p) => p.currency)).toEqual(currencies);
    expect([...gameIds].sort()).toEqual(keys.map((key) => idOf(catalogue, key)).sort());
  });
});
