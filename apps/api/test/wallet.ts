import { randomUUID } from 'node:crypto';
import type { TCurrencyCode } from '@casino/contracts';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema';
import { createClient } from './http';
import { signUp } from './players';

export const PROFILE_API = '/profile-service/api/v1';

/** A player signed up through the API, with a browser pointed at the profile service. */
export async function signUpForWallet(app: App, opts: { currency?: TCurrencyCode } = {}) {
  const { client, user } = await signUp(app, { currency: opts.currency });
  const profile = createClient(app, { ip: client.ip, base: PROFILE_API });
  Object.assign(profile.cookies, client.cookies);
  return { user, profile };
}

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
