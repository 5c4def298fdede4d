import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameLaunches } from '../../db/schema/gameplay';

// The gameplay module's SQL for game launches and their demo credits and seeds.

export type LaunchRow = typeof gameLaunches.$inferSelect;
export type NewLaunch = typeof gameLaunches.$inferInsert;

export async function insertLaunch(db: Db, launch: NewLaunch): Promise<LaunchRow> {
  const [row] = await db.insert(gameLaunches).values(launch).returning();
  return row!;
}

export async function findLaunch(db: Db, tokenHash: string): Promise<LaunchRow | undefined> {
  const [row] = await db.select().from(gameLaunches).where(eq(gameLaunches.tokenHash, tokenHash));
  return row;
}

export async function findLaunchById(db: Db, id: number): Promise<LaunchRow | undefined> {
  const [row] = await db.select().from(gameLaunches).where(eq(gameLaunches.id, id));
  return row;
}

/** Locks a launch's row: a demo round's start (takeDemoStake) holds it until it commits. */
export async function lockLaunch(db: Db, id: number): Promise<LaunchRow | undefined> {
  const [row] = await db.select().from(gameLaunches).where(eq(gameLaunches.id, id)).for('update');
  return row;
}

/** Moves the idle expiry on. */
export async function extendLaunch(db: Db, id: number, expiresAt: Date): Promise<void> {
  await db.update(gameLaunches).set({ expiresAt }).where(eq(gameLaunches.id, id));
}

/**
 * A demo round's start: takes the stake from the demo credits only if they cover it, and claims the demo
 * seeds' nonce, in one statement. Undefined when the credits fall short.
 */
export async function takeDemoStake(db: Db, id: number, stake: bigint) {
  const [row] = await db
    .update(gameLaunches)
    .set({ demoBalance: sql`${gameLaunches.demoBalance} - ${stake.toString()}::numeric`, demoNonce: sql`${gameLaunches.demoNonce} + 1` })
    .where(and(eq(gameLaunches.id, id), gte(gameLaunches.demoBalance, stake)))
    .returning({
      serverSeed: gameLaunches.demoServerSeed,
      serverSeedHash: gameLaunches.demoServerSeedHash,
      clientSeed: gameLaunches.demoClientSeed,
      nonce: sql<number>`${gameLaunches.demoNonce} - 1`.mapWith(Number),
    });
  return row;
}

/** A stake a decision adds to an open demo round, taken only if the credits cover it; the credits after it, or undefined. */
export async function takeDemoRaise(db: Db, id: number, amount: bigint): Promise<bigint | undefined> {
  const [row] = await db
    .update(gameLaunches)
    .set({ demoBalance: sql`${gameLaunches.demoBalance} - ${amount.toString()}::numeric` })
    .where(and(eq(gameLaunches.id, id), gte(gameLaunches.demoBalance, amount)))
    .returning({ balance: gameLaunches.demoBalance });
  return row?.balance ?? undefined;
}

/** Pays a demo win (0 too) and answers the credits after it. */
export async function payDemoWin(db: Db, id: number, win: bigint): Promise<bigint> {
  const [row] = await db
    .update(gameLaunches)
    .set({ demoBalance: sql`${gameLaunches.demoBalance} + ${win.toString()}::numeric` })
    .where(eq(gameLaunches.id, id))
    .returning({ balance: gameLaunches.demoBalance });
  return row!.balance!;
}

/** Replaces the demo seed pair (the old server seed is then revealed to the player) and restarts the nonce. */
export async function replaceDemoSeeds(
  db: Db,
  id: number,
  seeds: { demoServerSeed: string; demoServerSeedHash: string; demoClientSeed: string },
): Promise<LaunchRow | undefined> {
  const [row] = await db
    .update(gameLaunches)
    .set({ ...seeds, demoNonce: 0 })
    .where(eq(gameLaunches.id, id))
    .returning();
  return row;
}
