import {
  REALITY_CHECK_MINUTES,
  type TCurrencyCode,
  type TMarketProfile,
  type TRealityCheckAnswer,
  type TRealityCheckState,
} from '@casino/contracts';
import type { Db } from '../../db/client';
import { conflict, unprocessable } from '../../lib/errors';
import { toMajorUnits } from '../../lib/money';
import { accountCurrencyOf, latestSignIn, playTotalsSince } from './bet-limits';
import { findSaferGamblingPlayer, insertSaferGamblingEvent, lockPlayerLimits, saveRealityCheck } from './limits-repo';
import { isMarketProfile, PROFILES, type MarketProfile } from './market-profiles';

// The reality check: at each whole multiple of the interval after the player's latest sign-in, play pauses until
// they answer (continue, stop playing, or view their history). The wallet's SQL function
// (db/functions/safer_gambling_reality_check_due.sql) refuses bets inside the bet's statement while one waits; this
// file holds the same rule in TypeScript for the page, the game frame and the sentence a refused round answers.
// reality-check-sql.test.ts holds the two equal.

const MINUTE_MS = 60_000;

/** Each profile's default interval, as wallet_api_call takes them (realityCheckDefaults): the figures stay in market-profiles.ts. */
export const REALITY_CHECK_DEFAULTS: Record<TMarketProfile, number> = Object.fromEntries(
  Object.values(PROFILES).map((p) => [p.code, p.realityCheckDefaultMinutes]),
) as Record<TMarketProfile, number>;

/** The intervals a player under `profile` may choose: the site's list and the profile's default, in order. */
export const realityCheckChoices = (profile: MarketProfile): number[] =>
  [...new Set([...REALITY_CHECK_MINUTES, profile.realityCheckDefaultMinutes])].sort((a, b) => a - b);

/** The rule's facts at `now`: the interval, the session's start, the check waiting (if any) and the next one. */
export type RealityCheck = {
  profile: MarketProfile;
  minutes: number;
  chosenMinutes: number | null;
  sessionStartedAt: Date | null;
  dueAt: Date | null;
  nextDueAt: Date | null;
};

/** The rule of safer_gambling_reality_check_due, with the interval and the next due time the page and the frame show. */
export async function realityCheckAt(db: Db, playerId: string, now: Date): Promise<RealityCheck> {
  const row = await findSaferGamblingPlayer(db, playerId);
  const profile = PROFILES[row && isMarketProfile(row.profile) ? row.profile : 'default'];
  const chosenMinutes = row?.realityCheckMinutes ?? null;
  const minutes = chosenMinutes ?? profile.realityCheckDefaultMinutes;
  const sessionStartedAt = await latestSignIn(db, playerId);
  const base = { profile, minutes, chosenMinutes, sessionStartedAt };
  if (!sessionStartedAt) return { ...base, dueAt: null, nextDueAt: null };
  const span = minutes * MINUTE_MS;
  const start = sessionStartedAt.getTime();
  const k = now.getTime() < start ? 0 : Math.floor((now.getTime() - start) / span);
  const nextDueAt = new Date(start + (k + 1) * span);
  const latest = k >= 1 ? new Date(start + k * span) : null;
  const answeredAt = row?.realityCheckAnsweredAt ?? null;
  const dueAt = latest && !(answeredAt && answeredAt >= latest) ? latest : null;
  return { ...base, dueAt, nextDueAt };
}

/** Won minus staked since `since`, across the player's real-money play, in the account currency (rounded against the player). */
async function netSince(db: Db, playerId: string, since: Date | null, currency: TCurrencyCode): Promise<bigint> {
  if (!since) return 0n;
  const { staked, returned } = await playTotalsSince(db, playerId, since, currency);
  return returned - staked;
}

/** GET /profile/safer-gambling/reality-check, and the page's part. */
export async function realityCheckState(db: Db, playerId: string, currency: TCurrencyCode, now: Date): Promise<TRealityCheckState> {
  const check = await realityCheckAt(db, playerId, now);
  return {
    minutes: check.minutes,
    chosenMinutes: check.chosenMinutes,
    defaultMinutes: check.profile.realityCheckDefaultMinutes,
    choices: realityCheckChoices(check.profile),
    now: now.toISOString(),
    sessionStartedAt: check.sessionStartedAt?.toISOString() ?? null,
    dueAt: check.dueAt?.toISOString() ?? null,
    nextDueAt: check.nextDueAt?.toISOString() ?? null,
    net: toMajorUnits(await netSince(db, playerId, check.sessionStartedAt, currency), currency),
    currency,
  };
}

/** "1 hour 5 minutes", "45 minutes", "2 hours". */
export function durationWords(ms: number): string {
  const total = Math.max(0, Math.floor(ms / MINUTE_MS));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (hours === 0) return part(minutes, 'minute');
  return minutes === 0 ? part(hours, 'hour') : `${part(hours, 'hour')} ${part(minutes, 'minute')}`;
}

/**
 * The sentence a round refused for a waiting check answers with (409), or null when none waits at `now`: how long the
 * player has played since signing in and their net result in the account currency, and what to do.
 */
export async function realityCheckRefusal(db: Db, playerId: string, now: Date): Promise<string | null> {
  const check = await realityCheckAt(db, playerId, now);
  if (!check.dueAt || !check.sessionStartedAt) return null;
  const currency = await accountCurrencyOf(db, playerId);
  const net = toMajorUnits(await netSince(db, playerId, check.sessionStartedAt, currency), currency);
  return (
    `Reality check: you have been playing for ${durationWords(now.getTime() - check.sessionStartedAt.getTime())} since you signed in, ` +
    `and your net result is ${net} ${currency}. Answer the reality check to continue playing.`
  );
}

type Change = { playerId: string; now: Date };

/** Runs `work` holding the player's safer-gambling lock, the one every bet takes: a change falls between two bets. */
const underLock = <T>(db: Db, playerId: string, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    await lockPlayerLimits(tx, playerId);
    return work(tx);
  });

/**
 * PUT /profile/safer-gambling/reality-check: one of the choices, or null for the profile's default. Anything else is
 * a 422 that changes nothing. A change is recorded with the interval before and after; choosing what is already in
 * force records nothing.
 */
export async function setRealityCheckInterval(db: Db, minutes: number | null, change: Change): Promise<void> {
  await underLock(db, change.playerId, async (tx) => {
    const before = await realityCheckAt(tx, change.playerId, change.now);
    const choices = realityCheckChoices(before.profile);
    if (minutes !== null && !choices.includes(minutes)) {
      throw unprocessable(
        `The reality check interval must be one of ${choices.join(', ')} minutes (your market's default is ${before.profile.realityCheckDefaultMinutes}).`,
        'minutes',
      );
    }
    if (minutes === before.chosenMinutes) return;
    await saveRealityCheck(tx, change.playerId, { realityCheckMinutes: minutes }, change.now);
    const after = minutes ?? before.profile.realityCheckDefaultMinutes;
    await insertSaferGamblingEvent(tx, {
      userId: change.playerId,
      at: change.now,
      actor: 'player',
      action: 'reality_check_interval_set',
      before: { minutes: before.minutes, chosen: before.chosenMinutes !== null },
      after: { minutes: after, chosen: minutes !== null },
    });
  });
}

/**
 * POST /profile/safer-gambling/reality-check/answer: any answer clears the check waiting (and every earlier one) until
 * the next multiple of the interval, and is recorded with the check it answers. Stopping ends nothing but the game.
 * 409 when no check waits.
 */
export async function answerRealityCheck(db: Db, answer: TRealityCheckAnswer, change: Change): Promise<void> {
  await underLock(db, change.playerId, async (tx) => {
    const check = await realityCheckAt(tx, change.playerId, change.now);
    if (!check.dueAt) throw conflict('No reality check is due now: there is nothing to answer.');
    await saveRealityCheck(tx, change.playerId, { realityCheckAnsweredAt: change.now }, change.now);
    await insertSaferGamblingEvent(tx, {
      userId: change.playerId,
      at: change.now,
      actor: 'player',
      action: 'reality_check_answered',
      before: { dueAt: check.dueAt.toISOString(), minutes: check.minutes, sessionStartedAt: check.sessionStartedAt?.toISOString() ?? null },
      after: { answer, answeredAt: change.now.toISOString() },
    });
  });
}

/** The buttons' words, as the game frame shows them. */
const ANSWER_WORDS: Record<TRealityCheckAnswer, string> = { continue: 'Continue', stop: 'Stop playing', history: 'View history' };

/** The record's line for a reality-check row, or null for another action. */
export function realityCheckSummary(action: string, before: unknown, after: unknown): string | null {
  if (action === 'reality_check_interval_set') {
    const words = (s: unknown) => {
      const v = s as { minutes?: number; chosen?: boolean } | null;
      return `${v?.minutes ?? '?'} minutes${v?.chosen ? '' : " (your market's default)"}`;
    };
    return `Reality check interval changed from ${words(before)} to ${words(after)}.`;
  }
  if (action === 'reality_check_answered') {
    const answer = (after as { answer?: TRealityCheckAnswer } | null)?.answer;
    return `Reality check answered: ${answer && answer in ANSWER_WORDS ? ANSWER_WORDS[answer] : 'unknown'}.`;
  }
  return null;
}
