import type { Db } from '../../db/client';
import { funds } from '../../db/schema';

// The only SQL of the wallet module (the ledger arrives with its own tables later).

export async function insertFund(db: Db, values: { userId: string; currency: string; isDefault: boolean }): Promise<void> {
  await db.insert(funds).values(values);
}
