import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client';
import { cryptoDepositAddresses, deposits, withdrawals } from '../src/db/schema/payments';

// Crypto payment records as the chain watcher and a paid-out withdrawal leave them, for tests that look them up
// (the staff player search) without running a chain.

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** A BTC deposit address of the player's (a random bech32-like one). */
export async function insertDepositAddress(db: Db, userId: string, now: Date): Promise<string> {
  const address = `bc1q${hex(19)}`;
  await db.insert(cryptoDepositAddresses).values({ userId, currency: 'BTC', address, derivationIndex: Date.now(), createdAt: now });
  return address;
}

/** A credited BTC deposit seen on the chain; its reference is the transaction's hash and output. Answers the hash. */
export async function insertChainDeposit(db: Db, userId: string, now: Date): Promise<string> {
  const hash = hex(32);
  await db.insert(deposits).values({
    userId,
    gateway: 'crypto',
    method: 'crypto',
    currency: 'BTC',
    amount: 1000n,
    status: 'completed',
    reference: `${hash}:1`,
    createdAt: now,
    updatedAt: now,
  });
  return hash;
}

/** A BTC withdrawal paid out by a chain transaction. Answers the hash. */
export async function insertChainPayout(db: Db, userId: string, now: Date): Promise<string> {
  const hash = hex(32);
  await db.insert(withdrawals).values({
    userId,
    method: 'crypto',
    currency: 'BTC',
    amount: 500n,
    address: `bc1q${hex(19)}`,
    status: 'completed',
    reference: hash,
    createdAt: now,
  });
  return hash;
}
