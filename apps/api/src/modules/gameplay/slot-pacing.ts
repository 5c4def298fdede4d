import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { slotSpinPacing } from '../../db/schema/gameplay';
import { tooManyRequests } from '../../lib/errors';

// The minimum slot cycle, kept by the server: a player's real-money spins (paid or free, on any slot, from any
// tab or launch) are at least `minCycleMs` apart. The game client paces itself too; this is what holds when it
// does not.

const seconds = (ms: number) => (ms / 1000).toLocaleString('en', { maximumFractionDigits: 1 });

/**
 * Claims the player's next spin at `now`, inside the spin's transaction: the claim commits or rolls back with
 * the round, so a refused or failed spin uses nothing up. One atomic upsert on the player's row decides, so of
 * two spins racing each other the second waits for the first and then finds the cycle taken. Answers the
 * milliseconds left to wait, or null when the spin may go ahead.
 */
export async function claimSlotSpin(tx: Db, playerId: string, now: Date, minCycleMs: number): Promise<number | null> {
  if (minCycleMs <= 0) return null;
  const claimed = await tx
    .insert(slotSpinPacing)
    .values({ playerId, lastSpinAt: now })
    .onConflictDoUpdate({
      target: slotSpinPacing.playerId,
      set: { lastSpinAt: now },
      setWhere: sql`${slotSpinPacing.lastSpinAt} <= ${new Date(now.getTime() - minCycleMs)}`,
    })
    .returning({ playerId: slotSpinPacing.playerId });
  if (claimed.length > 0) return null;
  const [row] = await tx.select().from(slotSpinPacing).where(eq(slotSpinPacing.playerId, playerId));
  const leftMs = row!.lastSpinAt.getTime() + minCycleMs - now.getTime();
  // Never more than one cycle, should another instance's clock run ahead of ours.
  return Math.min(minCycleMs, Math.max(1, leftMs));
}

/** 429 with Retry-After: the player may spin again once the cycle is over. */
export const spinTooSoon = (minCycleMs: number, leftMs: number) =>
  tooManyRequests(
    `Spins are at most one every ${seconds(minCycleMs)} seconds. Try again in ${seconds(Math.max(100, Math.ceil(leftMs / 100) * 100))} s.`,
    leftMs,
  );
