import type { TSelfExcludePeriod, TSelfExcludeResponse } from '@casino/contracts';
import type { Db } from '../../db/client';
import { forbidden, unprocessable } from '../../lib/errors';
import { endAllSessions } from '../sessions';
import { canonicalEmail, collapseName } from './identity';
import type { NationalRegister } from './market-profiles';
import { registerExcludedMessage, registerUncheckedMessage } from './registers/register';
import {
  findMailboxExclusionEnd,
  findPersonExclusionEnd,
  findPersonRegisterHit,
  findRegisterCheck,
  insertSelfExclusion,
  listPersonAccounts,
  lockPlayerExclusions,
  upsertPlayerIdentity,
  type ExclusionEnd,
} from './repo';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60_000;

type ActiveSelfExclusion = { permanent: true; until: null } | { permanent: false; until: Date };

/** When an exclusion of `period` asked for at `now` ends; null for a permanent one. */
export function selfExclusionEnd(period: TSelfExcludePeriod, now: Date): Date | null {
  switch (period) {
    case '24_HOURS':
      return new Date(now.getTime() + 24 * HOUR_MS);
    case '7_DAYS':
      return new Date(now.getTime() + 7 * DAY_MS);
    case '30_DAYS':
      return new Date(now.getTime() + 30 * DAY_MS);
    case '6_MONTHS': {
      const end = new Date(now);
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    }
    case 'PERMANENT':
      return null;
  }
}

/**
 * "24 November 2026, 05:50 UTC". Rounded up to the minute, so the time shown is never one at which
 * the player is still excluded.
 */
export function formatExclusionEnd(until: Date): string {
  const end = new Date(Math.ceil(until.getTime() / MINUTE_MS) * MINUTE_MS);
  const month = end.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  const time = `${String(end.getUTCHours()).padStart(2, '0')}:${String(end.getUTCMinutes()).padStart(2, '0')}`;
  return `${end.getUTCDate()} ${month} ${end.getUTCFullYear()}, ${time} UTC`;
}

function selfExclusionMessage(exclusion: ActiveSelfExclusion): string {
  return exclusion.permanent
    ? 'You have permanently excluded yourself from playing on this site. Please contact support if you need help.'
    : `You have excluded yourself from playing on this site until ${formatExclusionEnd(exclusion.until)}.`;
}

function inForce(end: ExclusionEnd | null, now: Date): ActiveSelfExclusion | null {
  if (!end) return null;
  if (end.permanent) return { permanent: true, until: null };
  return end.until && end.until > now ? { permanent: false, until: end.until } : null;
}

/** The self-exclusion in force for the player at `now`, asked for on this account or another of theirs, or null. */
const findActiveSelfExclusion = async (db: Db, playerId: string, now: Date) => inForce(await findPersonExclusionEnd(db, playerId), now);

/**
 * What a national register holds against the player: a hit on any account of the person (treated as a
 * self-exclusion), or this account's check that could not be made (no play, no deposits until one succeeds).
 */
async function findRegisterHold(db: Db, playerId: string): Promise<{ excluded: boolean; message: string } | null> {
  const hit = await findPersonRegisterHit(db, playerId);
  if (hit) return { excluded: true, message: registerExcludedMessage(hit as NationalRegister) };
  const own = await findRegisterCheck(db, playerId);
  return own?.status === 'unchecked' ? { excluded: false, message: registerUncheckedMessage(own.register as NationalRegister) } : null;
}

/**
 * 403 while the player is self-excluded, through this account or another of the same person, or held by their
 * national register. Every way to put money in or play (deposits, game launches) calls it before anything happens.
 */
export async function assertNotSelfExcluded(db: Db, playerId: string, now: Date): Promise<void> {
  const exclusion = await findActiveSelfExclusion(db, playerId, now);
  if (exclusion) throw forbidden(selfExclusionMessage(exclusion));
  const hold = await findRegisterHold(db, playerId);
  if (hold) throw forbidden(hold.message);
}

/**
 * Whether the address reaches the mailbox of a self-excluded person. Registration then answers as for any
 * taken address: a stranger typing it learns nothing of the exclusion.
 */
export async function isEmailSelfExcluded(db: Db, email: string, now: Date): Promise<boolean> {
  return inForce(await findMailboxExclusionEnd(db, canonicalEmail(email)), now) !== null;
}

/**
 * Whether the player may not play or pay in at `now`: self-excluded through this account or another of the same
 * person, or held by their national register.
 */
export async function isSelfExcluded(db: Db, playerId: string, now: Date): Promise<boolean> {
  return (await findActiveSelfExclusion(db, playerId, now)) !== null || (await findRegisterHold(db, playerId)) !== null;
}

/**
 * Holds every account of the person until the transaction ends, in one order so that two holders never
 * wait for each other. Sign-in and the start of an exclusion both take it before deciding, so a sign-in
 * either sees the exclusion or has its session ended by it.
 */
export async function lockPerson(db: Db, playerId: string): Promise<void> {
  for (const account of (await listPersonAccounts(db, playerId)).sort()) await lockPlayerExclusions(db, account);
}

/** What sign-in needs of an exclusion in force: the sentence for the player, and its end (null: permanent). */
export type SelfExclusionNotice = { message: string; until: Date | null };

/**
 * The player's exclusion in force at `now` as sign-in shows it, or null. Call it under `lockPerson`. A register's hit
 * counts, without an end the site knows (the session lasts until the next sign-in checks again); a check that could
 * not be made does not: that player signs in as usual and is refused play and deposits.
 */
export async function findSelfExclusionNotice(db: Db, playerId: string, now: Date): Promise<SelfExclusionNotice | null> {
  const exclusion = await findActiveSelfExclusion(db, playerId, now);
  if (exclusion) return { message: selfExclusionMessage(exclusion), until: exclusion.until };
  const hold = await findRegisterHold(db, playerId);
  return hold?.excluded ? { message: hold.message, until: null } : null;
}

/** What identifies a player: registration gives the e-mail and name, the profile later the date of birth. */
export type PlayerIdentityFacts = { userId: string; email: string; fullName: string; dateOfBirth?: string | null };

/** Keeps what identifies the player, so that an exclusion asked for on any of their accounts reaches every one. */
export async function recordPlayerIdentity(db: Db, facts: PlayerIdentityFacts): Promise<void> {
  await upsertPlayerIdentity(db, {
    userId: facts.userId,
    emailKey: canonicalEmail(facts.email),
    fullName: collapseName(facts.fullName),
    dateOfBirth: facts.dateOfBirth ?? null,
  });
}

/**
 * For a player whose new details (a date of birth that, with their name, matches) make them someone
 * who is self-excluded: the exclusion applies to this account too, until the same end, so its sessions
 * end now and the other modules' `steps` run for it (its open rounds end). Returns the sentence saying until when, or null when the player is not excluded.
 */
export async function enforceSelfExclusion(
  db: Db,
  playerId: string,
  now: Date,
  steps: readonly SelfExclusionStep[] = [],
): Promise<string | null> {
  const notice = await findSelfExclusionNotice(db, playerId, now);
  if (!notice) return null;
  for (const step of steps) await step(db, [playerId], now);
  await endAllSessions(db, playerId, now);
  return notice.message;
}

function refuseShortening(current: ActiveSelfExclusion): never {
  const until = current.permanent ? 'permanent' : `in force until ${formatExclusionEnd(current.until)}`;
  throw unprocessable(`Your self-exclusion is ${until}. It can be extended, but not shortened.`, 'selfExcludePeriod');
}

/**
 * What other modules do as an exclusion starts, in its transaction, for every account of the person (the
 * gameplay module ends their open rounds). Modules add theirs to `app.selfExclusionSteps` at start.
 */
export type SelfExclusionStep = (tx: Db, accountIds: string[], now: Date) => Promise<void>;

/**
 * Starts (or extends) a self-exclusion at `now` and ends every session of every account of the
 * player at once. A request that would end sooner than the exclusion in force is refused (422).
 * Given the caller's transaction, it commits with the caller's own changes.
 */
export async function startSelfExclusion(
  db: Db,
  playerId: string,
  period: TSelfExcludePeriod,
  now: Date,
  steps: readonly SelfExclusionStep[] = [],
): Promise<TSelfExcludeResponse> {
  const endsAt = selfExclusionEnd(period, now);
  await db.transaction(async (tx) => {
    await lockPerson(tx, playerId);
    const current = await findActiveSelfExclusion(tx, playerId, now);
    if (current && (current.permanent ? endsAt !== null : endsAt !== null && endsAt < current.until)) refuseShortening(current);
    const accounts = await listPersonAccounts(tx, playerId);
    // Before the exclusion is stored: the wallet still takes the rounds' settlements as any other.
    for (const step of steps) await step(tx, accounts, now);
    if (!current?.permanent) await insertSelfExclusion(tx, { userId: playerId, period, startsAt: now, endsAt });
    for (const account of accounts) await endAllSessions(tx, account, now);
  });
  const exclusion: ActiveSelfExclusion = endsAt === null ? { permanent: true, until: null } : { permanent: false, until: endsAt };
  return { selfExcludePeriod: period, excludedUntil: endsAt && endsAt.toISOString(), message: selfExclusionMessage(exclusion) };
}
