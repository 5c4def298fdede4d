import type { TMarketProfile } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { playerIdentities, saferGamblingPlayers } from '../src/db/schema/responsible-gaming';
import { recordRegisterOutcome, type NationalRegister } from '../src/modules/responsible-gaming';

// A player's market profile as the operator sets it, and the facts the profile's rules read of them.

export async function setMarketProfile(db: Db, userId: string, profile: TMarketProfile, now: Date): Promise<void> {
  await db
    .insert(saferGamblingPlayers)
    .values({ userId, profile, updatedAt: now })
    .onConflictDoUpdate({ target: saferGamblingPlayers.userId, set: { profile, updatedAt: now } });
}

/** The date of birth ("1990-05-17") as the profile page records it for the safer-gambling rules. */
export async function setBirthDate(db: Db, userId: string, dateOfBirth: string): Promise<void> {
  await db
    .insert(playerIdentities)
    .values({ userId, emailKey: `${userId}@example.com`, fullName: 'Test Player', dateOfBirth })
    .onConflictDoUpdate({ target: playerIdentities.userId, set: { dateOfBirth } });
}

/** Replaces a stored rate (units per 1 EUR), as a rates file would. */
export async function setRate(db: Db, currency: string, ratePerEur: string): Promise<void> {
  await db.execute(sql`UPDATE currency_rates SET rate_per_eur = ${ratePerEur}::numeric WHERE currency = ${currency}`);
}

/** The UTC date `years` before `at`, one day later when `dayAfter` ("2001-03-05"). */
export function birthDateYearsBefore(at: Date, years: number, { dayAfter = false } = {}): string {
  const date = new Date(Date.UTC(at.getUTCFullYear() - years, at.getUTCMonth(), at.getUTCDate() + (dayAfter ? 1 : 0)));
  return date.toISOString().slice(0, 10);
}

/**
 * The player's market register answered "not listed" at `now`, as after a check with the details the register needs
 * (a Swedish player's personal identity number, which registration does not ask for).
 */
export async function clearedByRegister(db: Db, userId: string, register: NationalRegister, now: Date): Promise<void> {
  await recordRegisterOutcome(db, userId, { register, status: 'clear', reference: null }, now);
}
