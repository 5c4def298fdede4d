import type { TSelfExcludePeriod, TSelfExcludeResponse } from '@casino/contracts';
import type { Db } from '../../db/client';
import { forbidden, unprocessable } from '../../lib/errors';
import { endPlayingSessions } from '../sessions';
import { closedPlayAt, closedPlayMessage, formatExclusionEnd, snapshotOf, type ClosedPlay } from './exclusion-state';
import { exclusionPeriodOf, periodLabel, selfExclusionChoices } from './exclusion-periods';
import { canonicalEmail, collapseName } from './identity';
import { insertSaferGamblingEvent } from './limits-repo';
import { findPlayerProfile } from './player-profile';
import { periodEnd, type NationalRegister } from './market-profiles';
import { registerExcludedMessage, registerUncheckedMessage } from './registers/register';
import {
  insertSelfExclusion,
  listMailboxBlocks,
  listPersonAccounts,
  listPersonBlocks,
  findPersonRegisterHit,
  findRegisterCheck,
  lockPlayerExclusions,
  upsertPlayerIdentity,
} from './repo';

export { formatExclusionEnd } from './exclusion-state';

const HOUR_MS = 3_600_000;

/** When an exclusion of `period` asked for at `now` ends; null for an indefinite one. */
export function selfExclusionEnd(period: TSelfExcludePeriod, now: Date): Date | null {
  const length = exclusionPeriodOf(period);
  return length === 'indefinite' ? null : periodEnd(length, now);
}

/** What closes play to the player at `now` (a time-out or an exclusion, asked for on any account of theirs), or null. */
export const findClosedPlay = async (db: Db, playerId: string, now: Date): Promise<ClosedPlay | null> =>
  closedPlayAt(await listPersonBlocks(db, playerId), now);

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
 * 403 while the player is self-excluded or taking a break, through this account or another of the same person,
 * with the sentence saying which and until when, or held by their national register. Every way to put money in or
 * play (deposits, game launches, bets) calls it before anything happens.
 */
export async function assertNotSelfExcluded(db: Db, playerId: string, now: Date): Promise<void> {
  const closed = await findClosedPlay(db, playerId, now);
  if (closed) throw forbidden(closedPlayMessage(closed));
  const hold = await findRegisterHold(db, playerId);
  if (hold) throw forbidden(hold.message);
}

/**
 * Whether the address reaches the mailbox of a self-excluded person. Registration then answers as for any
 * taken address: a stranger typing it learns nothing of the exclusion.
 */
export async function isEmailSelfExcluded(db: Db, email: string, now: Date): Promise<boolean> {
  return closedPlayAt(await listMailboxBlocks(db, canonicalEmail(email)), now) !== null;
}

/**
 * Whether play is closed to the player at `now` (an exclusion or a time-out), through any account of the person, or
 * held by their national register.
 */
export async function isSelfExcluded(db: Db, playerId: string, now: Date): Promise<boolean> {
  return (await findClosedPlay(db, playerId, now)) !== null || (await findRegisterHold(db, playerId)) !== null;
}

/**
 * Holds every account of the person until the transaction ends, in one order so that two holders never
 * wait for each other. Sign-in and the start of an exclusion both take it before deciding, so a sign-in
 * either sees the exclusion or has its session ended by it.
 */
export async function lockPerson(db: Db, playerId: string): Promise<void> {
  for (const account of (await listPersonAccounts(db, playerId)).sort()) await lockPlayerExclusions(db, account);
}

/** What sign-in needs of an exclusion or time-out in force: the sentence, and when play reopens (null: not set). */
export type SelfExclusionNotice = { message: string; until: Date | null };

/**
 * The exclusion or time-out in force at `now` as sign-in shows it, or null. Call it under `lockPerson`. A register's
 * hit counts, without an end the site knows (the session lasts until the next sign-in checks again); a check that
 * could not be made does not: that player signs in as usual and is refused play and deposits.
 */
export async function findSelfExclusionNotice(db: Db, playerId: string, now: Date): Promise<SelfExclusionNotice | null> {
  const closed = await findClosedPlay(db, playerId, now);
  if (closed) return { message: closedPlayMessage(closed), until: closed.reopensAt };
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
  await endPlayingSessions(db, playerId, now);
  return notice.message;
}

/**
 * What other modules do as an exclusion or a time-out starts, in its transaction, for every account of the person
 * (the gameplay module ends their open rounds). Modules add theirs to `app.selfExclusionSteps` at start.
 */
export type SelfExclusionStep = (tx: Db, accountIds: string[], now: Date) => Promise<void>;

/**
 * Ends the open rounds of every account of the person (the `steps`), then every session but payout-only access,
 * in the caller's transaction and under the person's lock. The steps run before the new row is stored: the wallet
 * still takes the rounds' settlements as any other.
 */
export async function closePlayNow(tx: Db, accounts: string[], now: Date, steps: readonly SelfExclusionStep[]): Promise<void> {
  for (const step of steps) await step(tx, accounts, now);
  for (const account of accounts) await endPlayingSessions(tx, account, now);
}

/** Whether an exclusion reopening at `reopensAt` (null: not set) would end sooner than what is in force. */
function shortens(current: ClosedPlay | null, reopensAt: Date | null): boolean {
  if (current?.kind !== 'self_exclusion') return false;
  if (current.reopensAt === null) return reopensAt !== null;
  return reopensAt !== null && reopensAt < current.reopensAt;
}

function refuseShortening(current: ClosedPlay): never {
  if (current.kind === 'self_exclusion' && current.closedByOperator) throw unprocessable(closedPlayMessage(current), 'selfExcludePeriod');
  const until = current.reopensAt === null ? 'indefinite' : `in force until ${formatExclusionEnd(current.reopensAt)}`;
  throw unprocessable(`Your self-exclusion is ${until}. It can be extended, but not shortened.`, 'selfExcludePeriod');
}

/**
 * Starts (or extends) a self-exclusion at `now` of a period the player's profile offers (422 for another), ends the
 * person's open rounds and every session but payout-only access. Play reopens the profile's lifting delay after a
 * fixed term ends; an indefinite exclusion stays until the player asks to end it (liftSelfExclusion). A request that
 * would reopen play sooner than the exclusion in force is refused (422). Every start is a record row.
 */
export async function startSelfExclusion(
  db: Db,
  playerId: string,
  period: TSelfExcludePeriod,
  now: Date,
  steps: readonly SelfExclusionStep[] = [],
): Promise<TSelfExcludeResponse> {
  const endsAt = selfExclusionEnd(period, now);
  const result = await db.transaction(async (tx) => {
    const { profile } = await findPlayerProfile(tx, playerId);
    const choices = selfExclusionChoices(profile);
    if (!choices.includes(period)) {
      const offered = choices.map((c) => periodLabel(exclusionPeriodOf(c))).join(', ');
      throw unprocessable(
        `Under the rules of your market (${profile.name}) you can exclude yourself for: ${offered}.`,
        'selfExcludePeriod',
      );
    }
    const reopensAt = endsAt && new Date(endsAt.getTime() + profile.exclusionLiftDelayHours.fixedTerm * HOUR_MS);
    await lockPerson(tx, playerId);
    const current = await findClosedPlay(tx, playerId, now);
    if (shortens(current, reopensAt)) refuseShortening(current!);
    const accounts = await listPersonAccounts(tx, playerId);
    await closePlayNow(tx, accounts, now, steps);
    const alreadyOpenEnded = current?.kind === 'self_exclusion' && current.reopensAt === null;
    if (!alreadyOpenEnded) await insertSelfExclusion(tx, { userId: playerId, period, startsAt: now, endsAt, reopensAt });
    const after = await findClosedPlay(tx, playerId, now);
    await insertSaferGamblingEvent(tx, {
      userId: playerId,
      at: now,
      actor: 'player',
      action: current?.kind === 'self_exclusion' ? 'self_exclusion_extended' : 'self_exclusion_started',
      before: snapshotOf(current),
      after: { ...snapshotOf(after), period },
    });
    return after!;
  });
  return {
    selfExcludePeriod: period,
    excludedUntil: endsAt && endsAt.toISOString(),
    playReopensAt: result.reopensAt?.toISOString() ?? null,
    message: closedPlayMessage(result),
  };
}
