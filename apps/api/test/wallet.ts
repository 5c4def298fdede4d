import { randomUUID } from 'node:crypto';
import type { TCurrencyCode } from '@casino/contracts';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema/auth';

/** Player rows for ledger tests that do not need a session (no password hashing, no captcha). */
export async function insertPlayers(db: Db, count: number, currency: TCurrencyCode = 'EUR'): Promise<string[]> {
  const now = new Date();
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, () => ({
        email: `ledger-${randomUUID()}@example.com`,
        passwordHash: 'not-a-hash',
        fullName: 'Ledger Player',
        currency,
        language: 'en',
        termsAcceptedAt: now,
      })),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}
