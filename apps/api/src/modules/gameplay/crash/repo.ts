import { and, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { crashChains, crashLeaders, crashRounds, gameRounds } from '../../../db/schema/gameplay';
import type { RoundRow } from '../rounds-repo';

// The SQL of live crash rounds: chains, rounds, the leader's lease, and the players' bets, which are
// game rounds of family 'crash' naming the live round in their bet (`bet.crashRoundId`).

export type ChainRow = typeof crashChains.$inferSelect;
export type CrashRoundRow = typeof crashRounds.$inferSelect;

/** The title's first chain seeded by a block after chain `afterId` (0: its first): the next one to play. */
export async function findChainAfter(db: Db, gameKey: string, afterId: number): Promise<ChainRow | undefined> {
  const [row] = await db
    .select()
    .from(crashChains)
    .where(and(eq(crashChains.gameKey, gameKey), gt(crashChains.id, afterId), isNotNull(crashChains.saltHeight)))
    .orderBy(crashChains.id)
    .limit(1);
  return row;
}

/** The latest chains seeded by a block, newest first, for the public list. */
export async function listSeededChains(db: Db, limit: number): Promise<ChainRow[]> {
  return db.select().from(crashChains).where(isNotNull(crashChains.saltHeight)).orderBy(desc(crashChains.id)).limit(limit);
}

export async function findChain(db: Db, id: number): Promise<ChainRow> {
  const [row] = await db.select().from(crashChains).where(eq(crashChains.id, id));
  return row!;
}

export async function insertChain(db: Db, chain: typeof crashChains.$inferInsert): Promise<ChainRow> {
  const [row] = await db.insert(crashChains).values(chain).returning();
  return row!;
}

/** Sets a chain's salt from its block's hash, once: false when it already has one. */
export async function fixChainSalt(db: Db, id: number, blockHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(crashChains)
    .set({ salt: blockHash, saltFixedAt: now })
    .where(and(eq(crashChains.id, id), isNull(crashChains.salt)))
    .returning({ id: crashChains.id });
  return rows.length === 1;
}

/** The title's newest round: the live one, or the last bust while the next waits. */
export async function findLatestRound(db: Db, gameKey: string): Promise<CrashRoundRow | undefined> {
  const [row] = await db.select().from(crashRounds).where(eq(crashRounds.gameKey, gameKey)).orderBy(desc(crashRounds.id)).limit(1);
  return row;
}

export async function insertCrashRound(db: Db, round: typeof crashRounds.$inferInsert): Promise<CrashRoundRow> {
  const [row] = await db.insert(crashRounds).values(round).returning();
  return row!;
}

/** Marks a busted round settled; false when another instance already did (its bets are settled then). */
export async function markRoundSettled(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(crashRounds)
    .set({ settledAt: now })
    .where(and(eq(crashRounds.id, id), sql`${crashRounds.settledAt} IS NULL`))
    .returning({ id: crashRounds.id });
  return rows.length === 1;
}

/** The title's latest busts at `now`, newest first. */
export async function findRecentBusts(db: Db, gameKey: string, now: Date, limit: number): Promise<CrashRoundRow[]> {
  return db
    .select()
    .from(crashRounds)
    .where(and(eq(crashRounds.gameKey, gameKey), lte(crashRounds.bustsAt, now)))
    .orderBy(desc(crashRounds.id))
    .limit(limit);
}

/**
 * Takes or renews the lease on running a title's rounds: granted when nobody holds it, `holder` already
 * does, or the holder's lease has lapsed. One statement, so two instances can never both be granted.
 */
export async function claimLeadership(db: Db, gameKey: string, holder: string, now: Date, leaseMs: number): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + leaseMs);
  const rows = await db
    .insert(crashLeaders)
    .values({ gameKey, holder, expiresAt })
    .onConflictDoUpdate({
      target: crashLeaders.gameKey,
      set: { holder, expiresAt },
      setWhere: sql`${crashLeaders.holder} = ${holder} OR ${crashLeaders.expiresAt} <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ holder: crashLeaders.holder });
  return rows.length === 1;
}

const betOf = (crashRoundId: number) =>
  and(eq(gameRounds.family, 'crash'), sql`(${gameRounds.bet} ->> 'crashRoundId')::bigint = ${crashRoundId}`);

/** The open bets of a live round, locked for settling (in id order, so two settlers queue the same way). */
export async function lockOpenBets(db: Db, crashRoundId: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(gameRounds)
    .where(and(betOf(crashRoundId), eq(gameRounds.status, 'open')))
    .orderBy(gameRounds.id)
    .for('update');
}

/** A launch's bet in a live round (real money: the player's on this title from any launch). */
export async function findBet(db: Db, crashRoundId: number, who: { playerId: string } | { launchId: number }, lock = false) {
  const owner =
    'playerId' in who ? and(eq(gameRounds.playerId, who.playerId), eq(gameRounds.isDemo, false)) : eq(gameRounds.launchId, who.launchId);
  const query = db
    .select()
    .from(gameRounds)
    .where(and(betOf(crashRoundId), owner));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A live round's bust and its chain once the round is settled (after its bust), else undefined: the hash stays secret until then. */
export async function findSettledBust(db: Db, crashRoundId: number) {
  const [row] = await db
    .select({ hash: crashRounds.hash, crash: crashRounds.crash, terminatingHash: crashChains.terminatingHash })
    .from(crashRounds)
    .innerJoin(crashChains, eq(crashChains.id, crashRounds.chainId))
    .where(and(eq(crashRounds.id, crashRoundId), sql`${crashRounds.settledAt} IS NOT NULL`));
  return row;
}
