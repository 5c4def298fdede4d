import { ZGamesAndCategories } from '@casino/contracts';
import { findTitle, provenRtp } from '@casino/games';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { games } from '../../db/schema/games';
import { titleKeyOf } from './service';

describe('the RTP the catalogue shows', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));

  it('is the one each playable title’s configuration proves, whatever the stored figure says', async () => {
    // A stale stored figure must not reach players.
    await t.database.db.update(games).set({ rtp: '90.00' }).where(eq(games.id, 'lunarforge:LuckyLanterns'));
    const res = await t.app.inject({ method: 'GET', url: '/game-aggregator-service/api/v1/games-and-categories/EUR' });
    const { games: listed } = ZGamesAndCategories.parse(res.json());
    const playable = listed.filter((g) => findTitle(titleKeyOf(g) ?? ''));
    expect(playable).toHaveLength(70);
    for (const game of playable) expect(game.rtp.toFixed(2), game.id).toBe(provenRtp(findTitle(titleKeyOf(game)!)!));
    expect(listed.find((g) => g.id === 'lunarforge:LuckyLanterns')!.rtp).toBe(96.21);
    expect(listed.find((g) => g.id.endsWith(':EmberDice'))!.rtp).toBe(97.99);
    // The first listing proves every playable title's RTP (exact video poker and craps enumerations among them).
  }, 120_000);
});
