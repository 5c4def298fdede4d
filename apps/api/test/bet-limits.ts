import { eq, sql } from 'drizzle-orm';
import type { TCurrencyCode } from '@casino/contracts';
import type { Db } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import { playerLimits, saferGamblingEvents } from '../src/db/schema/responsible-gaming';
import { sessions } from '../src/db/schema/sessions';
import type { TBetLimit } from '../src/modules/responsible-gaming';
import { saveRealityCheck } from '../src/modules/responsible-gaming/limits-repo';
import { credit } from '../src/modules/wallet';
import { gamePlayerOf } from './wallet-api';

// Safer-gambling limits for the bet-limit tests, stored as the limits API stores one in force.

export async function setBetLimit(db: Db, userId: string, limit: TBetLimit, value: bigint, now: Date): Promise<void> {
  await db
    .insert(playerLimits)
    .values({ userId, limit, value, updatedAt: now })
    .onConflictDoUpdate({ target: [playerLimits.userId, playerLimits.limit], set: { value, updatedAt: now } });
}

/**
 * A limit changed as the limits API changes one: in a transaction holding the player's safer-gambling lock, so it
 * falls between two of their bets. Answers the id of the last of their bets the ledger holds by then: every bet with a
 * higher id was checked against the new value (a player's bets are written one at a time, under the same lock).
 */
export async function setBetLimitLocked(db: Db, userId: string, limit: TBetLimit, value: bigint, now: Date): Promise<bigint> {
  return db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    await tx.execute(sql`SELECT safer_gambling_lock_player(${userId}::uuid)`);
    await setBetLimit(tx, userId, limit, value, now);
    const result = await tx.execute(
      sql`SELECT coalesce(max(id), 0)::text AS id FROM ledger_transfers WHERE user_id = ${userId}::uuid AND kind = 'bet'`,
    );
    return BigInt((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
  });
}

/**
 * The player's reality-check interval as the API stores one: a test about something else that plays past the default
 * hour after a sign-in chooses a longer one, so no check waits in its way.
 */
export async function setRealityCheckMinutes(db: Db, userId: string, minutes: number, now: Date): Promise<void> {
  await saveRealityCheck(db, userId, { realityCheckMinutes: minutes }, now);
}

/** The SQL function's answer for a bet at `at`: the limit it would pass, or null. */
export async function sqlRefusal(db: Db, userId: string, currency: TCurrencyCode, amount: bigint, at: Date): Promise<string | null> {
  const result = await db.execute(
    sql`SELECT safer_gambling_bet_refusal(${userId}::uuid, ${currency}, ${amount.toString()}::numeric, ${at.toISOString()}::timestamptz) AS name`,
  );
  return (result as unknown as { rows: { name: string | null }[] }).rows[0]?.name ?? null;
}

/** The player's safer-gambling record, oldest first. */
export const saferGamblingEventsOf = (db: Db, userId: string) =>
  db.select().from(saferGamblingEvents).where(eq(saferGamblingEvents.userId, userId)).orderBy(saferGamblingEvents.id);

/** The player's sign-in sessions. */
export const signInSessionsOf = (db: Db, userId: string) => db.select().from(sessions).where(eq(sessions.userId, userId));

/** Pays 1,000.00 USD into the player's USD wallet from the gateway and answers them as a USD game player. */
export async function usdGamePlayer(db: Db, clock: Clock, playerId: string) {
  await credit(db, {
    source: 'gateway:test',
    idempotencyKey: `fund-usd:${playerId}`,
    kind: 'deposit',
    currency: 'USD',
    amount: 100_000n,
    userId: playerId,
    from: { kind: 'gateway_clearing' },
  });
  return gamePlayerOf(db, clock, playerId, { currency: 'USD' });
}
