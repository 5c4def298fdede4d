import { randomUUID } from 'node:crypto';
import type { TVirtualEvent, TVirtualState } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { virtualEvents } from '../src/db/schema/gameplay';
import { launchGame } from '../src/modules/gameplay/launch';
import type { Client } from './http';

// Playing a virtual sports title through the API; the test moves the schedule with its clock.

export const RACE_TITLE = 'DerbyDay';

/** A launch of a virtual sports title, real money for a signed-in player (demo for null), and its calls. */
export async function launchVirtual(db: Db, game: Client, playerId: string | null, now: Date, gameKey = RACE_TITLE) {
  const mode = playerId === null ? ({ demo: true, currency: 'EUR' } as const) : ({ demo: false, playerId, currency: 'EUR' } as const);
  const { url } = await launchGame(db, gameKey, mode, now);
  const token = url.replace('/play/', '');
  return {
    token,
    state: async () => (await game.get(`/play/${token}/virtual-sports`)).json<TVirtualState>(),
    bet: (bet: { eventNumber: number; market: string; pick: string; amount: string }, requestId = randomUUID()) =>
      game.post(`/play/${token}/virtual-sports/bets`, { requestId, ...bet }),
  };
}

/** The first event of a state still taking bets. */
export const openEventOf = (state: TVirtualState): TVirtualEvent => state.events.find((e) => e.status === 'open')!;

/** An event as stored: the test reads its drawn result to know which selection wins. */
export async function storedEvent(db: Db, gameKey: string, number: number) {
  const [row] = await db
    .select()
    .from(virtualEvents)
    .where(and(eq(virtualEvents.gameKey, gameKey), eq(virtualEvents.number, number)));
  return row!;
}
