import type { LiabilitiesTree } from '@casino/proofs/build';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liabilityLeaves, liabilityRoots, liabilitySnapshots, liabilityTreeLevels } from '../../db/schema/liability-proofs';

// The snapshots' rows: written once per snapshot in one transaction, then only read.

const LEAF_ROWS_PER_INSERT = 5_000;

/** A level's sums as stored: u64 big-endian back to back, as the proof format hashes them. */
function sumsBytes(sums: BigUint64Array): Uint8Array {
  const bytes = new Uint8Array(sums.length * 8);
  const view = new DataView(bytes.buffer);
  sums.forEach((sum, i) => view.setBigUint64(i * 8, sum));
  return bytes;
}

export type StoredSnapshot = { id: number; takenAt: Date; roots: { currency: string; hash: string; total: bigint; depth: number }[] };

/**
 * Stores a snapshot's trees: roots, levels and the players' leaves with their nonces. A daily snapshot whose day is
 * already taken (by another instance) stores nothing and answers undefined.
 */
export async function insertSnapshot(
  db: Db,
  takenAt: Date,
  dailyOn: string | null,
  trees: LiabilitiesTree[],
): Promise<StoredSnapshot | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(liabilitySnapshots)
      .values({ takenAt, dailyOn })
      .onConflictDoNothing()
      .returning({ id: liabilitySnapshots.id });
    if (!row) return undefined;
    const roots = trees.map(({ root }) => ({ currency: root.currency, hash: root.hash, total: BigInt(root.total), depth: root.depth }));
    if (roots.length) await tx.insert(liabilityRoots).values(roots.map((root) => ({ snapshotId: row.id, ...root })));
    for (const tree of trees) {
      const { currency } = tree.root;
      for (const [level, { hashes, sums }] of tree.levels.entries())
        await tx.insert(liabilityTreeLevels).values({ snapshotId: row.id, currency, level, hashes, sums: sumsBytes(sums) });
      const leaves = [];
      for (let at = 0; at < tree.owner.length; at++) {
        const owner = tree.owner[at]!;
        if (owner === -1) continue;
        leaves.push({
          snapshotId: row.id,
          currency,
          userId: tree.players[owner]!.playerId,
          leafIndex: at,
          nonce: tree.nonces.slice(at * 32, at * 32 + 32),
        });
      }
      for (let i = 0; i < leaves.length; i += LEAF_ROWS_PER_INSERT)
        await tx.insert(liabilityLeaves).values(leaves.slice(i, i + LEAF_ROWS_PER_INSERT));
    }
    return { id: row.id, takenAt, roots };
  });
}

/** The latest `limit` snapshots with their roots, newest first. */
export async function listSnapshots(db: Db, limit: number): Promise<StoredSnapshot[]> {
  const snapshots = await db
    .select({ id: liabilitySnapshots.id, takenAt: liabilitySnapshots.takenAt })
    .from(liabilitySnapshots)
    .orderBy(desc(liabilitySnapshots.id))
    .limit(limit);
  if (!snapshots.length) return [];
  const roots = await db
    .select()
    .from(liabilityRoots)
    .where(
      inArray(
        liabilityRoots.snapshotId,
        snapshots.map((s) => s.id),
      ),
    )
    .orderBy(liabilityRoots.currency);
  return snapshots.map((s) => ({ ...s, roots: roots.filter((r) => r.snapshotId === s.id) }));
}

/** The latest daily snapshot's day (YYYY-MM-DD), if any. */
/** The newest snapshot's id, if any. */
export async function latestSnapshotId(db: Db): Promise<number | undefined> {
  const [row] = await db.select({ id: liabilitySnapshots.id }).from(liabilitySnapshots).orderBy(desc(liabilitySnapshots.id)).limit(1);
  return row?.id;
}

export async function latestDailyOn(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ day: sql<string>`max(${liabilitySnapshots.dailyOn})::text` }).from(liabilitySnapshots);
  return row?.day ?? undefined;
}

export async function findSnapshot(db: Db, id: number): Promise<StoredSnapshot | undefined> {
  const [snapshot] = await db
    .select({ id: liabilitySnapshots.id, takenAt: liabilitySnapshots.takenAt })
    .from(liabilitySnapshots)
    .where(eq(liabilitySnapshots.id, id));
  if (!snapshot) return undefined;
  const roots = await db.select().from(liabilityRoots).where(eq(liabilityRoots.snapshotId, id));
  return { ...snapshot, roots };
}

/** The player's leaves at a snapshot, every currency: where each sits and its nonce. */
export function listPlayerLeaves(db: Db, snapshotId: number, userId: string) {
  return db
    .select({ currency: liabilityLeaves.currency, index: liabilityLeaves.leafIndex, nonce: liabilityLeaves.nonce })
    .from(liabilityLeaves)
    .where(sql`${liabilityLeaves.snapshotId} = ${snapshotId} AND ${liabilityLeaves.userId} = ${userId}`)
    .orderBy(liabilityLeaves.currency, liabilityLeaves.leafIndex);
}

/** Nodes of a currency's tree by (level, position): each one's 32-byte hash and u64 sum, read without loading a level. */
export async function readNodes(
  db: Db,
  snapshotId: number,
  currency: string,
  nodes: { level: number; position: number }[],
): Promise<Map<string, { hash: Uint8Array; sum: bigint }>> {
  const wanted = sql.join(
    // Offsets computed here: a level is at most 1 GB (a bytea's limit), so they fit substring's integers.
    nodes.map(
      ({ level, position }) => sql`(${level}::smallint, ${position}::integer, ${position * 32 + 1}::integer, ${position * 8 + 1}::integer)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    SELECT w.level, w.position, substring(l.hashes FROM w.hash_from FOR 32) AS hash, substring(l.sums FROM w.sum_from FOR 8) AS sum
    FROM (VALUES ${wanted}) AS w(level, position, hash_from, sum_from)
    JOIN ${liabilityTreeLevels} l ON l.snapshot_id = ${snapshotId} AND l.currency = ${currency} AND l.level = w.level`);
  const found = new Map<string, { hash: Uint8Array; sum: bigint }>();
  for (const r of (result as unknown as { rows: Record<string, unknown>[] }).rows) {
    const sum = r.sum as Uint8Array;
    found.set(`${r.level}:${r.position}`, { hash: r.hash as Uint8Array, sum: new DataView(sum.buffer, sum.byteOffset, 8).getBigUint64(0) });
  }
  return found;
}
