import { randomUUID } from 'node:crypto';
import type { TCrashState } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { crashRounds } from '../src/db/schema/gameplay';
import { launchGame } from '../src/modules/gameplay/launch';
import type { Client } from './http';
import type { TestClock } from './clock';

// Playing a live crash title through the API, and moving its schedule with the test clock.

export const CRASH_TITLE = 'OrbitRush';

/** A real-money launch of a crash title for a signed-in player, and its calls. */
export async function launchCrash(app: App, db: Db, game: Client, playerId: string, now: Date, gameKey = CRASH_TITLE) {
  const { url } = await launchGame(db, gameKey, { demo: false, playerId, currency: 'EUR' }, now);
  const token = url.replace('/play/', '');
  return {
    token,
    state: async () => (await game.get(`/play/${token}/crash`)).json<TCrashState>(),
    bet: (amount: string, autoCashOut: string | null = null, requestId = randomUUID()) =>
      game.post(`/play/${token}/crash/bets`, { requestId, amount, autoCashOut }),
    cashOut: (roundNumber: number) => game.post(`/play/${token}/crash/cash-out`, { roundNumber }),
  };
}

/** The title's live round as stored (the test reads its crash to know where the curve will stop). */
export async function storedRound(db: Db, gameKey: string, number: number) {
  const rows = await db.select().from(crashRounds).where(eq(crashRounds.gameKey, gameKey));
  return rows.filter((r) => r.number === number).sort((a, b) => b.id - a.id)[0]!;
}

/**
 * Ticks through rounds until one in its betting phase will crash at `minCrash` hundredths or more: busts
 * and pauses pass by moving the clock, never by waiting.
 */
export async function bettingRoundReaching(app: App, db: Db, clock: TestClock, gameKey: string, minCrash: number) {
  for (let tries = 0; tries < 50; tries += 1) {
    await app.crash.runner.tick(clock.now());
    const latest = (await db.select().from(crashRounds).where(eq(crashRounds.gameKey, gameKey))).sort((a, b) => b.id - a.id)[0]!;
    if (latest.crash >= minCrash && clock.now() < latest.risesAt) return latest;
    clock.set(new Date(latest.bustsAt.getTime() + 60_000));
  }
  throw new Error(`no round reached ${minCrash} in 50 rounds`);
}
