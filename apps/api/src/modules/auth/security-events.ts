import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountSecurityEvents } from '../../db/schema/auth';
import type { SessionClient } from '../sessions';

// What happened to a player's credentials, and the sign-ins from browsers the account had not seen
// (docs/decisions/035-guarded-withdrawals.md): payments holds withdrawals after a change, the console lists them.

/** The changes after which withdrawals are held. The product has no e-mail change; one would be added here. */
export const CREDENTIAL_CHANGES = [
  'password_changed',
  'password_reset',
  'two_factor_on',
  'two_factor_off',
  'passkey_added',
  'passkey_removed',
] as const;
export type CredentialChange = (typeof CREDENTIAL_CHANGES)[number];
export type SecurityEventKind = CredentialChange | 'new_device_sign_in';
export type SecurityEvent = { kind: SecurityEventKind; at: Date; ip: string | null; userAgent: string | null };

export async function recordSecurityEvent(
  db: Db,
  userId: string,
  kind: SecurityEventKind,
  at: Date,
  client?: SessionClient,
): Promise<void> {
  await db.insert(accountSecurityEvents).values({
    userId,
    kind,
    at,
    ip: client?.ip.slice(0, 64) ?? null,
    userAgent: client?.userAgent?.slice(0, 512) ?? null,
  });
}

/** The player's latest change of password or second factor, if any. */
export async function findLastCredentialChange(db: Db, userId: string): Promise<{ kind: CredentialChange; at: Date } | undefined> {
  const [row] = await db
    .select({ kind: accountSecurityEvents.kind, at: accountSecurityEvents.at })
    .from(accountSecurityEvents)
    .where(and(eq(accountSecurityEvents.userId, userId), inArray(accountSecurityEvents.kind, [...CREDENTIAL_CHANGES])))
    .orderBy(desc(accountSecurityEvents.at))
    .limit(1);
  return row && { kind: row.kind as CredentialChange, at: row.at };
}

/** The newest first, for the operator's console. */
export async function listSecurityEvents(db: Db, userId: string, limit = 50): Promise<SecurityEvent[]> {
  const rows = await db
    .select()
    .from(accountSecurityEvents)
    .where(eq(accountSecurityEvents.userId, userId))
    .orderBy(desc(accountSecurityEvents.at), desc(accountSecurityEvents.id))
    .limit(limit);
  return rows.map((r) => ({ kind: r.kind as SecurityEventKind, at: r.at, ip: r.ip, userAgent: r.userAgent }));
}
