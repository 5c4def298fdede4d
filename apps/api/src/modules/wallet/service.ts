import type { TCurrencyCode } from '@casino/contracts';
import type { Tx } from '../../db/client';
import { insertFund } from './repo';

/** The player's first wallet, flagged default; runs inside the sign-up transaction it is given. */
export async function createDefaultFund(tx: Tx, userId: string, currency: TCurrencyCode): Promise<void> {
  await insertFund(tx, { userId, currency, isDefault: true });
}
