import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withdrawalAddresses, withdrawalAllowLists } from '../../db/schema/payments';

// The payments module's SQL for the allow-list of withdrawal addresses (docs/decisions/035-guarded-withdrawals.md).

export type WithdrawalAddressRow = typeof withdrawalAddresses.$inferSelect;

/** The player's listed addresses (removed ones are kept for the record, not listed), by currency, oldest first. */
export async function listWithdrawalAddresses(db: Db, userId: string): Promise<WithdrawalAddressRow[]> {
  return db
    .select()
    .from(withdrawalAddresses)
    .where(and(eq(withdrawalAddresses.userId, userId), isNull(withdrawalAddresses.removedAt)))
    .orderBy(asc(withdrawalAddresses.currency), asc(withdrawalAddresses.addedAt));
}

export async function insertWithdrawalAddress(
  db: Db,
  values: Pick<WithdrawalAddressRow, 'userId' | 'currency' | 'address' | 'destinationTag' | 'addedAt' | 'usableAt'>,
): Promise<WithdrawalAddressRow> {
  const [row] = await db.insert(withdrawalAddresses).values(values).returning();
  return row!;
}

/** Whether a listed address of the player's was removed now. */
export async function removeWithdrawalAddress(db: Db, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(withdrawalAddresses)
    .set({ removedAt: now })
    .where(and(eq(withdrawalAddresses.id, id), eq(withdrawalAddresses.userId, userId), isNull(withdrawalAddresses.removedAt)))
    .returning({ id: withdrawalAddresses.id });
  return rows.length === 1;
}

/** When the player's allow-list is (or will be) off; null while it is on. */
export async function findAllowListOffFrom(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ offFrom: withdrawalAllowLists.offFrom })
    .from(withdrawalAllowLists)
    .where(eq(withdrawalAllowLists.userId, userId));
  return row?.offFrom ?? null;
}

export async function setAllowListOffFrom(db: Db, userId: string, offFrom: Date | null, now: Date): Promise<void> {
  await db
    .insert(withdrawalAllowLists)
    .values({ userId, offFrom, changedAt: now })
    .onConflictDoUpdate({ target: withdrawalAllowLists.userId, set: { offFrom, changedAt: now } });
}
