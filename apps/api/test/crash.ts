import { randomUUID } from 'node:crypto';
import { ZCrashEvent, type TCrashEvent, type TCrashState } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { crashRounds } from '../src/db/schema/gameplay';
import { SEEDING_CHAIN } from '../src/modules/gameplay/crash/seeding';
import { launchGame } from '../src/modules/gameplay/launch';
import type { Client } from './http';
import { GAME_API } from './play';
import type { TestClock } from './clock';

// Playing a live crash title through the API, and moving its schedule with the test clock.

export const CRASH_TITLE = 'OrbitRush';

/** A launch of a crash title, real money for a signed-in player (demo for null), and its calls. */
export async function launchCrash(app: App, db: Db, game: Client, playerId: string | null, now: Date, gameKey = CRASH_TITLE) {
  const mode = playerId === null ? ({ demo: true, currency: 'EUR' } as const) : ({ demo: false, playerId, currency: 'EUR' } as const);
  const { url } = await launchGame(db, gameKey, mode, now);
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
 * Ticks through rounds until one in its betting phase will crash at `minCrash` hundredths or more: the first
 * chain's salt block, busts and pauses pass by moving the clock, never by waiting.
 */
export async function bettingRoundReaching(app: App, db: Db, clock: TestClock, gameKey: string, minCrash: number) {
  const blockMs = app.config.sandboxBlockSeconds[SEEDING_CHAIN] * 1000;
  for (let tries = 0; tries < 50; tries += 1) {
    await app.crash.runner.tick(clock.now());
    const latest = (await db.select().from(crashRounds).where(eq(crashRounds.gameKey, gameKey))).sort((a, b) => b.id - a.id)[0];
    if (!latest) {
      clock.advance(blockMs);
      continue;
    }
    if (latest.crash >= minCrash && clock.now() < latest.risesAt) return latest;
    clock.set(new Date(latest.bustsAt.getTime() + 60_000));
  }
  throw new Error(`no round reached ${minCrash} in 50 rounds`);
}

/** A browser's Server-Sent Events stream of a crash launch, over a real socket: the events as they arrive. */
export async function openCrashEvents(baseUrl: string, token: string, cookies: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}${GAME_API}/play/${token}/crash/events`, {
    headers: {
      cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
    },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`event stream refused: ${res.status}`);
  const events: TCrashEvent[] = [];
  const waiters: { until: (e: TCrashEvent) => boolean; resolve: () => void }[] = [];
  let resolveLive = () => {};
  const live = new Promise<void>((resolve) => (resolveLive = resolve));
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      buffer += chunk.value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith(': live')) resolveLive();
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (!data) continue;
        const event = ZCrashEvent.parse(JSON.parse(data.slice('data: '.length)));
        events.push(event);
        for (const waiter of waiters.filter((w) => w.until(event))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    }
  })();
  await live;
  return {
    events,
    /** Resolves once an event matching `until` has arrived (now or later). */
    received: (until: (e: TCrashEvent) => boolean) =>
      events.some(until) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ until, resolve })),
    close: () => controller.abort(),
  };
}

/**
 * A clock that moves only when the test moves it: a round's schedule then does not depend on how fast the
 * machine runs the calls between two steps (two instances, four players and their streams take a while).
 */
export function createStoppedClock(start = new Date()): TestClock {
  let at = start.getTime();
  const moveTo = (ms: number) => {
    if (ms < at) throw new Error('The test clock only moves forward');
    at = ms;
  };
  return { now: () => new Date(at), advance: (ms) => moveTo(at + ms), set: (date) => moveTo(date.getTime()) };
}
