import type { TBreaksState, TPeriod, TTimeOutResponse } from '@casino/contracts';
import type { Db } from '../../db/client';
import { conflict, unprocessable } from '../../lib/errors';
import { closedPlayMessage, formatExclusionEnd, snapshotOf, type ClosedPlay } from './exclusion-state';
import { exclusionPeriodOf, indefiniteMinimum, offeredTimeOut, periodCode, periodLabel, selfExclusionChoices } from './exclusion-periods';
import { insertSaferGamblingEvent } from './limits-repo';
import { findPlayerProfile } from './player-profile';
import { periodEnd, type MarketProfile } from './market-profiles';
import { insertSelfExclusion, liftOpenEndedExclusions, listPersonAccounts } from './repo';
import { closePlayNow, findClosedPlay, lockPerson, type SelfExclusionStep } from './service';

// Time-outs ("take a break") and the end of an indefinite self-exclusion (decision 028, "Time-outs and
// self-exclusion"). A time-out closes play exactly as an exclusion does, for the same person, with its own sentence.

const HOUR_MS = 3_600_000;

const record = (tx: Db, playerId: string, now: Date, action: string, before: unknown, after: unknown) =>
  insertSaferGamblingEvent(tx, { userId: playerId, at: now, actor: 'player', action, before, after });

/**
 * POST /profile/safer-gambling/time-out: a break of one of the profile's periods (422 for another), from `now`. It
 * ends the person's open rounds and every session but payout-only access, and ends by itself: no lifting delay (no
 * profile sets one for a time-out). A break ending sooner than the one in force is refused (422): it cannot be
 * shortened or cancelled, only extended. During a self-exclusion it would change nothing (409).
 */
export async function startTimeOut(
  db: Db,
  playerId: string,
  period: TPeriod,
  now: Date,
  steps: readonly SelfExclusionStep[] = [],
): Promise<TTimeOutResponse> {
  return db.transaction(async (tx) => {
    const { profile } = await findPlayerProfile(tx, playerId);
    const offered = offeredTimeOut(profile, period);
    if (!offered) {
      const choices = profile.timeOutPeriods.map(periodLabel).join(', ');
      throw unprocessable(`Under the rules of your market (${profile.name}) you can take a break of: ${choices}.`, 'period');
    }
    const endsAt = periodEnd(offered, now);
    await lockPerson(tx, playerId);
    const current = await findClosedPlay(tx, playerId, now);
    if (current?.kind === 'self_exclusion') throw conflict(`${closedPlayMessage(current)} A break would change nothing.`);
    if (current && endsAt < current.reopensAt) {
      throw unprocessable(
        `You are taking a break until ${formatExclusionEnd(current.reopensAt)}. It can be extended, but not shortened or cancelled.`,
        'period',
      );
    }
    await closePlayNow(tx, await listPersonAccounts(tx, playerId), now, steps);
    await insertSelfExclusion(tx, {
      userId: playerId,
      kind: 'time_out',
      period: periodCode(offered),
      startsAt: now,
      endsAt,
      reopensAt: endsAt,
    });
    const after = (await findClosedPlay(tx, playerId, now))!;
    await record(tx, playerId, now, current ? 'time_out_extended' : 'time_out_started', snapshotOf(current), {
      ...snapshotOf(after),
      period: offered,
    });
    return { period: offered, until: endsAt.toISOString(), message: closedPlayMessage(after) };
  });
}

/** From when an open-ended exclusion may be asked to end: its start and the profile's minimum. */
const liftableFrom = (profile: MarketProfile, closed: ClosedPlay): Date | null =>
  closed.kind === 'self_exclusion' && closed.openEnded && !closed.closedByOperator && closed.openEndedSince
    ? periodEnd(indefiniteMinimum(profile), closed.openEndedSince)
    : null;

/**
 * POST /profile/safer-gambling/self-exclusion/lift: the player asks to end their indefinite exclusion, once its
 * minimum is over (409 before, or without one). Play reopens the profile's delay later (`exclusionLiftDelayHours.
 * indefinite`), or later still if a fixed exclusion or a time-out runs beyond that. No profile asks for a further
 * confirmation. The request is a record row.
 */
export async function liftSelfExclusion(db: Db, playerId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { profile } = await findPlayerProfile(tx, playerId);
    await lockPerson(tx, playerId);
    const current = await findClosedPlay(tx, playerId, now);
    if (!current || current.kind !== 'self_exclusion' || !current.openEnded) {
      throw conflict('You have no indefinite self-exclusion to end.');
    }
    if (current.closedByOperator) throw conflict(closedPlayMessage(current));
    const from = liftableFrom(profile, current)!;
    if (now < from) throw conflict(`You can ask to end your self-exclusion from ${formatExclusionEnd(from)}.`);
    const reopensAt = new Date(now.getTime() + profile.exclusionLiftDelayHours.indefinite * HOUR_MS);
    await liftOpenEndedExclusions(tx, await listPersonAccounts(tx, playerId), now, reopensAt);
    await record(tx, playerId, now, 'self_exclusion_lift_asked', snapshotOf(current), snapshotOf(await findClosedPlay(tx, playerId, now)));
  });
}

/** The page's part on breaks: the profile's choices and what is in force at `now`. */
export async function breaksState(db: Db, playerId: string, now: Date): Promise<TBreaksState> {
  const { profile } = await findPlayerProfile(db, playerId);
  const closed = await findClosedPlay(db, playerId, now);
  return {
    timeOutChoices: profile.timeOutPeriods.map((period) => ({ period, label: periodLabel(period) })),
    selfExclusionChoices: selfExclusionChoices(profile).map((code) => ({
      selfExcludePeriod: code,
      label: periodLabel(exclusionPeriodOf(code)),
    })),
    liftDelayHours: profile.exclusionLiftDelayHours,
    inForce: closed && {
      kind: closed.kind,
      endsAt: closed.endsAt?.toISOString() ?? null,
      playReopensAt: closed.reopensAt?.toISOString() ?? null,
      liftableFrom: liftableFrom(profile, closed)?.toISOString() ?? null,
      liftAskedAt: closed.kind === 'self_exclusion' ? (closed.liftAskedAt?.toISOString() ?? null) : null,
      message: closedPlayMessage(closed),
    },
  };
}

/** The record's line for a time-out or exclusion row, or null for another action. */
export function breakSummary(action: string, after: unknown): string | null {
  const a = (after ?? {}) as { reopensAt?: string | null };
  const reopens = a.reopensAt ? `play reopens ${formatExclusionEnd(new Date(a.reopensAt))}` : 'no end date';
  switch (action) {
    case 'time_out_started':
      return `Took a break: ${reopens}.`;
    case 'time_out_extended':
      return `Extended the break: ${reopens}.`;
    case 'self_exclusion_started':
      return `Self-excluded: ${reopens}.`;
    case 'self_exclusion_extended':
      return `Extended the self-exclusion: ${reopens}.`;
    case 'self_exclusion_lift_asked':
      return `Asked to end the self-exclusion: ${reopens}.`;
    default:
      return null;
  }
}
