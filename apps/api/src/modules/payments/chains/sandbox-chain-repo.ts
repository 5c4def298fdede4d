import { and, desc, eq, gte, isNull, lte, sum } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxChainBlocks, sandboxChainTransactions } from '../../../db/schema/payments';

// SQL of the sandbox chain: the table that plays the blockchains while the sandbox stands in.

export type SandboxTransactionRow = typeof sandboxChainTransactions.$inferSelect;
export type SandboxBlockRow = typeof sandboxChainBlocks.$inferSelect;

export async function insertSandboxOutputs(db: Db, rows: SandboxTransactionRow[]): Promise<void> {
  await db.insert(sandboxChainTransactions).values(rows);
}

export async function listSandboxOutputsSince(db: Db, since: Date): Promise<SandboxTransactionRow[]> {
  return db.select().from(sandboxChainTransactions).where(gte(sandboxChainTransactions.broadcastAt, since));
}

export async function listLatestSandboxOutputs(db: Db, limit: number): Promise<SandboxTransactionRow[]> {
  return db
    .select()
    .from(sandboxChainTransactions)
    .orderBy(desc(sandboxChainTransactions.broadcastAt), sandboxChainTransactions.outputIndex)
    .limit(limit);
}

export async function findSandboxTransaction(db: Db, currency: string, txHash: string): Promise<SandboxTransactionRow[]> {
  return db
    .select()
    .from(sandboxChainTransactions)
    .where(and(eq(sandboxChainTransactions.currency, currency), eq(sandboxChainTransactions.txHash, txHash)));
}

/** Takes every output of the transaction off the chain; how many were still on it. */
export async function dropSandboxTransaction(db: Db, currency: string, txHash: string, now: Date): Promise<number> {
  const rows = await db
    .update(sandboxChainTransactions)
    .set({ droppedAt: now })
    .where(
      and(
        eq(sandboxChainTransactions.currency, currency),
        eq(sandboxChainTransactions.txHash, txHash),
        isNull(sandboxChainTransactions.droppedAt),
      ),
    )
    .returning({ txHash: sandboxChainTransactions.txHash });
  return rows.length;
}

/** The block at (currency, height), stored as `mined` the first time it is asked for: later reads get that first one. */
export async function mineSandboxBlock(db: Db, mined: SandboxBlockRow): Promise<SandboxBlockRow> {
  await db.insert(sandboxChainBlocks).values(mined).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(sandboxChainBlocks)
    .where(and(eq(sandboxChainBlocks.currency, mined.currency), eq(sandboxChainBlocks.height, mined.height)));
  return row!;
}

/** The sum of the outputs to `address` broadcast by `until` and never dropped. */
export async function sumSandboxOutputsTo(db: Db, currency: string, address: string, until: Date): Promise<bigint> {
  const [row] = await db
    .select({ total: sum(sandboxChainTransactions.amount) })
    .from(sandboxChainTransactions)
    .where(
      and(
        eq(sandboxChainTransactions.currency, currency),
        eq(sandboxChainTransactions.toAddress, address),
        isNull(sandboxChainTransactions.droppedAt),
        lte(sandboxChainTransactions.broadcastAt, until),
      ),
    );
  return BigInt(row?.total ?? 0);
}
