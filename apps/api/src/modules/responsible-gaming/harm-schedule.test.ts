import { describe, expect, it } from 'vitest';
import { betRealMoney, markersOf, nextUtcHour, saferGamblingPage } from '../../../test/harm';
import { usePaymentsApp } from '../../../test/payments';
import { fundPlayer } from '../../../test/play';
import { signUpPlayer } from '../../../test/players';
import { checkRecentPlayers } from './harm-live';

// The time-based signs of harm, found by the schedule among the players who bet real money in the last hour: play at
// night (UTC: the site keeps no player time zone) and a withdrawal cancelled and then staked.

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

describe('signs of harm on the schedule', () => {
  const ctx = usePaymentsApp({ SESSION_IDLE_MINUTES: '100000', SESSION_ABSOLUTE_HOURS: '2000' });
  const db = () => ctx.t.database.db;
  const run = () => checkRecentPlayers(db(), ctx.t.clock.now());

  async function fundedPlayer() {
    const player = await signUpPlayer(ctx.t.app);
    await fundPlayer(db(), player.user.id, 100_000n);
    return player;
  }
  const bet = (userId: string, count: number) => betRealMoney(ctx.t.app, db(), ctx.t.clock, userId, count);
  const kindsOf = async (userId: string) => (await markersOf(db(), userId)).map((m) => `${m.kind}:${m.strength}`);

  it('night_play: half of 20 or more real-money bets of 7 days between 00:00 and 06:00 UTC (weak)', async () => {
    const [under, over, few] = [await fundedPlayer(), await fundedPlayer(), await fundedPlayer()];
    ctx.t.clock.set(new Date(nextUtcHour(ctx.t.clock, 5).getTime() + 30 * MINUTE_MS));
    await bet(under.user.id, 9);
    await bet(over.user.id, 10);
    await bet(few.user.id, 19);
    ctx.t.clock.set(nextUtcHour(ctx.t.clock, 6));
    await bet(under.user.id, 11);
    await bet(over.user.id, 10);
    expect(await run()).toBe(1);
    expect(await kindsOf(under.user.id)).toEqual([]);
    expect(await kindsOf(few.user.id)).toEqual([]);
    expect(await markersOf(db(), over.user.id)).toEqual([
      {
        kind: 'night_play',
        strength: 'weak',
        details: { nightBets: 10, bets: 20, zone: 'UTC', from: '00:00', to: '06:00', days: 7, sharePercent: 50 },
      },
    ]);
    // Weak: nothing acts, and the next runs add nothing for the same week.
    expect((await saferGamblingPage(over.profile)).interaction).toBeNull();
    await bet(over.user.id, 1);
    expect(await run()).toBe(0);
  });

  it('withdrawal_reversed: a cancelled withdrawal staked within 24 hours (strong), and not after them', async () => {
    const [within, after] = [await fundedPlayer(), await fundedPlayer()];
    for (const p of [within, after]) {
      const asked = await p.profile.post('/profile/skrill/withdraw', { amount: '200.00', currency: 'EUR' });
      expect(asked.statusCode, asked.body).toBe(201);
      expect((await p.profile.delete(`/profile/withdrawal/${asked.json<{ id: string }>().id}`)).statusCode).toBe(200);
    }
    // The clock runs on between calls: one minute either side of the day after both cancellations.
    ctx.t.clock.advance(24 * HOUR_MS - MINUTE_MS);
    await bet(within.user.id, 1);
    expect(await run()).toBe(1);
    ctx.t.clock.advance(2 * MINUTE_MS + 10_000);
    await bet(after.user.id, 1);
    expect(await run()).toBe(0);
    expect(await kindsOf(after.user.id)).toEqual([]);
    expect(await markersOf(db(), within.user.id)).toEqual([
      {
        kind: 'withdrawal_reversed',
        strength: 'strong',
        details: expect.objectContaining({
          amount: '20000',
          currency: 'EUR',
          cancelledAt: expect.any(String),
          stakedAt: expect.any(String),
        }),
      },
    ]);
    // Strong: the player is asked to review their limits.
    expect((await saferGamblingPage(within.profile)).interaction).toMatchObject({ kind: 'review_limits' });
    expect((await saferGamblingPage(after.profile)).interaction).toBeNull();
  });
});
