import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { gameRounds, virtualEvents } from '../../../db/schema/gameplay';
import type { RoundRow } from '../rounds-repo';

// The SQL of virtual sports events and the players' bets on them, game rounds of family 'virtualSports'
// naming their event in their bet (`bet.eventId`).

export type VirtualEventRow = typeof virtualEvents.$inferSelect;
export type NewVirtualEvent = typeof virtualEvents.$inferInsert;

/** Stores an event unless another request or instance stored it first; answers the stored one, whoever won. */
export async function insertOrFindEvent(db: Db, event: NewVirtualEvent): Promise<VirtualEventRow> {
  await db
    .insert(virtualEvents)
    .values(event)
    .onConflictDoNothing({ target: [virtualEvents.gameKey, virtualEvents.startsAt] });
  const [row] = await db
    .select()
    .from(virtualEvents)
    .where(and(eq(virtualEvents.gameKey, event.gameKey), eq(virtualEvents.startsAt, event.startsAt)));
  return row!;
}

/** The title's stored events starting in [from, to], earliest first. */
export async function findEventsBetween(db: Db, gameKey: string, from: Date, to: Date): Promise<VirtualEventRow[]> {
  return db
    .select()
    .from(virtualEvents)
    .where(and(eq(virtualEvents.gameKey, gameKey), gte(virtualEvents.startsAt, from), lte(virtualEvents.startsAt, to)))
    .orderBy(asc(virtualEvents.startsAt));
}

export async function findEventById(db: Db, id: number): Promise<VirtualEventRow | undefined> {
  const [row] = await db.select().from(virtualEvents).where(eq(virtualEvents.id, id));
  return row;
}

/** Locks an event against its settlement while a bet on it is taken. */
export async function lockEventForBet(db: Db, id: number): Promise<VirtualEventRow | undefined> {
  const [row] = await db.select().from(virtualEvents).where(eq(virtualEvents.id, id)).for('share');
  return row;
}

/** The title's events that have ended and are not settled yet, earliest first. */
export async function findDueEvents(db: Db, gameKey: string, now: Date): Promise<VirtualEventRow[]> {
  return db
    .select()
    .from(virtualEvents)
    .where(and(eq(virtualEvents.gameKey, gameKey), lte(virtualEvents.endsAt, now), sql`${virtualEvents.settledAt} IS NULL`))
    .orderBy(asc(virtualEvents.endsAt));
}

/**
 * Marks an ended event settled; false when another instance or request already did. The row lock makes a
 * concurrent settler wait until this transaction ends, then find it settled: its bets are settled once.
 */
export async function markEventSettled(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(virtualEvents)
    .set({ settledAt: now })
    .where(and(eq(virtualEvents.id, id), sql`${virtualEvents.settledAt} IS NULL`))
    .returning({ id: virtualEvents.id });
  return rows.length === 1;
}

const betsOn = (eventIds: number[]) =>
  and(eq(gameRounds.family, 'virtualSports'), inArray(sql`(${gameRounds.bet} ->> 'eventId')::bigint`, eventIds));

/** An event's open bets, locked for settling, in id order. */
export async function lockOpenBets(db: Db, eventId: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(gameRounds)
    .where(and(betsOn([eventId]), eq(gameRounds.status, 'open')))
    .orderBy(gameRounds.id)
    .for('update');
}

/** A launch's bets on the given events (real money: the player's on this title from any launch), newest first. */
export async function findBetsOn(db: Db, eventIds: number[], who: { playerId: string } | { launchId: number }): Promise<RoundRow[]> {
  if (eventIds.length === 0) return [];
  const owner =
    'playerId' in who ? and(eq(gameRounds.playerId, who.playerId), eq(gameRounds.isDemo, false)) : eq(gameRounds.launchId, who.launchId);
  const rows = await db
    .select()
    .from(gameRounds)
    .where(and(betsOn(eventIds), owner));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** A player's open real-money bets on virtual sports events (one per title at most). */
export async function findOpenBetsOfPlayer(db: Db, playerId: string): Promise<RoundRow[]> {
  return db
    .select()
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.playerId, playerId),
        eq(gameRounds.isDemo, false),
        eq(gameRounds.status, 'open'),
        eq(gameRounds.family, 'virtualSports'),
      ),
    );
}
