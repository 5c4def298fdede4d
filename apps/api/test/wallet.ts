import { randomUUID } from 'node:crypto';
import type { TCurrencyCode } from '@casino/contracts';
import { afterEach, expect } from 'vitest';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema/auth';
import { checkLedger } from '../src/modules/wallet/ledger';
import { useTestDatabase } from './app';

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

/**
 * A fresh database for the enclosing describe block whose ledger must be sound after every test: `ready` gets its
 * handle, and `statements` collects every statement sent to it.
 */
export function useLedgerDatabase(ready: (db: Db) => void): { statements: string[] } {
  const statements: string[] = [];
  let handle: Db | undefined;
  useTestDatabase(
    (database) => {
      handle = database.db;
      ready(handle);
    },
    { logger: { logQuery: (query) => statements.push(query) } },
  );
  afterEach(async () => {
    expect(await checkLedger(handle!)).toMatchObject({ isSound: true });
  });
  return { statements };
}
