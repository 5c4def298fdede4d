import { and, desc, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';

// The staff console's player search, on the accounts this module owns: by e-mail and by name.

/** What the console lists of an account. */
export type PlayerCard = { id: string; email: string; fullName: string; confirmed: boolean; currency: string; createdAt: Date };

const cardColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  confirmedAt: users.emailConfirmedAt,
  currency: users.currency,
  createdAt: users.createdAt,
};

type CardRow = { id: string; email: string; fullName: string; confirmedAt: Date | null; currency: string; createdAt: Date };
const toCard = ({ confirmedAt, ...row }: CardRow): PlayerCard => ({ ...row, confirmed: confirmedAt !== null });

/** `%` and `_` typed by the operator are letters, not wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Accounts whose e-mail is, or starts with, `text` (letter case ignored: e-mails are stored lower-cased), newest first. */
export async function findPlayersByEmailPrefix(db: Db, text: string, limit: number): Promise<PlayerCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(users)
    .where(ilike(users.email, `${likeLiteral(text.toLowerCase())}%`))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
  return rows.map(toCard);
}

/**
 * Accounts whose full name contains every word of `text` (a first name, a last name or both, in any order), letter
 * case ignored, newest first.
 */
export async function findPlayersByName(db: Db, text: string, limit: number): Promise<PlayerCard[]> {
  const words = text.split(/\s+/).filter(Boolean);
  const rows = await db
    .select(cardColumns)
    .from(users)
    .where(and(...words.map((word) => ilike(users.fullName, `%${likeLiteral(word)}%`))))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
  return rows.map(toCard);
}

/** The accounts of these ids (unknown ones are absent). */
export async function findPlayerCards(db: Db, ids: readonly string[]): Promise<Map<string, PlayerCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(cardColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, toCard(r)]));
}
