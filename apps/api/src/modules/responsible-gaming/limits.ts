import {
  PLAYER_LIMITS,
  type TCurrencyCode,
  type TLimitState,
  type TMarketProfile,
  type TPlayerLimit,
  type TSaferGamblingEvent,
  type TSaferGamblingResponse,
  type TSetLimitRequest,
} from '@casino/contracts';
import type { Db } from '../../db/client';
import { conflict, unprocessable } from '../../lib/errors';
import { betLimitUse, sessionUse } from './bet-limits';
import { assertNotHeldByCase } from './case-hold';
import { depositLimitsToSet, depositUsage, type CountedDeposit } from './deposit-limits';
import { checkHarmMarkers, findOpenInteractionView, harmSummaryOf } from './harm-markers';
import { describeValue, isDepositLimit, isMoneyLimit, limitName, parseLimitValue, showValue } from './limit-values';
import {
  deletePlayerLimit,
  insertSaferGamblingEvent,
  insertSaferGamblingPlayer,
  listPlayerLimits,
  listSaferGamblingEvents,
  lockPlayerLimits,
  recordDepositLimitChoice,
  upsertPlayerLimit,
  type PlayerLimitRow,
} from './limits-repo';
import { PROFILES, type MarketProfile } from './market-profiles';
import { realityCheckState, realityCheckSummary } from './reality-check';
import { formatExclusionEnd } from './exclusion-state';
import { findPlayerProfile } from './player-profile';
import { breakSummary, breaksState } from './time-outs';

// The limits a player sets on themselves (docs/decisions on the safer-gambling engine): a new or lower limit applies
// at once; a higher one or a removal waits the profile's delay (24 hours unless the market asks more) and then applies
// only when the player confirms it. Every change is written to the append-only record with the values before and after.

const HOUR_MS = 3_600_000;
/** How many lines of the record the page shows. */
const HISTORY_LINES = 50;

export type Actor = 'player' | 'system' | 'operator' | 'register';

/** A limit as the record keeps it: the values in words' units (as the API sends them) and the account currency. */
type LimitSnapshot = {
  limit: TPlayerLimit;
  currency: TCurrencyCode;
  value: string | null;
  pending: { value: string | null; from: string } | null;
};

export function snapshotOf(limit: TPlayerLimit, row: PlayerLimitRow | undefined, currency: TCurrencyCode): LimitSnapshot {
  const show = (v: bigint) => showValue(limit, v, currency);
  if (!row) return { limit, currency, value: null, pending: null };
  const isPending = row.pendingFrom !== null && (row.pendingRemoval || row.pendingValue !== null);
  return {
    limit,
    currency,
    value: show(row.value),
    pending: isPending ? { value: row.pendingRemoval ? null : show(row.pendingValue!), from: row.pendingFrom!.toISOString() } : null,
  };
}

/** How long an increase or a removal waits, under `profile`, before the player may confirm it. */
const coolingOffMs = (profile: MarketProfile): number => profile.limitIncreaseDelayHours * HOUR_MS;

/**
 * 422 where the profile does not let a player go without deposit limits (Sweden: spellagen 14 kap. 7 §, limits per
 * day, week and month): a deposit limit may be lowered there, never removed.
 */
function assertMayRemove(profile: MarketProfile, limit: TPlayerLimit): void {
  if (profile.mayDeclineDepositLimit || !isDepositLimit(limit)) return;
  throw unprocessable(
    `Under the rules of your market (${profile.name}) you keep a deposit limit for each day, week and month: you can lower your ${limitName(limit)}, not remove it.`,
    'value',
  );
}

/** Gives a new player the profile of their market, in the registration's transaction, and records it. */
export async function startSaferGambling(db: Db, playerId: string, profile: TMarketProfile, now: Date): Promise<void> {
  if (!(await insertSaferGamblingPlayer(db, { userId: playerId, profile, updatedAt: now }))) return;
  await insertSaferGamblingEvent(db, {
    userId: playerId,
    at: now,
    actor: 'system',
    action: 'profile_given',
    before: null,
    after: { profile },
  });
}

type LimitChange = { playerId: string; currency: TCurrencyCode; actor?: Actor; now: Date };

async function recordChange(
  tx: Db,
  change: LimitChange,
  action: string,
  before: LimitSnapshot | Record<string, unknown> | null,
  after: LimitSnapshot | Record<string, unknown> | null,
) {
  await insertSaferGamblingEvent(tx, { userId: change.playerId, at: change.now, actor: change.actor ?? 'player', action, before, after });
}

/** Setting any deposit limit is the player's choice of one: recorded once, where the profile asks for it or not. */
async function recordDepositChoice(tx: Db, change: LimitChange, choice: 'limit' | 'none') {
  const { depositLimitChosenAt } = await findPlayerProfile(tx, change.playerId);
  if (depositLimitChosenAt) return;
  await recordDepositLimitChoice(tx, change.playerId, change.now);
  await recordChange(tx, change, 'deposit_limit_chosen', { chosen: false }, { chosen: true, choice });
}

/**
 * PUT /profile/safer-gambling/limits. A first limit, or a lower value, applies at once (and cancels a pending
 * change); asking for the value in force cancels a pending change; a higher value or a removal is stored pending
 * for the profile's delay (24 hours unless the market asks more). The value is checked before anything is read or
 * written.
 */
export async function setLimit(db: Db, request: TSetLimitRequest, change: LimitChange): Promise<void> {
  const { limit } = request;
  const value = request.value === null ? null : parseLimitValue(limit, request.value, change.currency);
  const { playerId, now } = change;
  await db.transaction(async (tx) => {
    await lockPlayerLimits(tx, playerId);
    const current = (await listPlayerLimits(tx, playerId)).find((r) => r.limit === limit);
    const { profile } = await findPlayerProfile(tx, playerId);
    const before = snapshotOf(limit, current, change.currency);
    const write = async (action: string, row: PlayerLimitRow | undefined) => {
      if (row) await upsertPlayerLimit(tx, row);
      else await deletePlayerLimit(tx, playerId, limit);
      await recordChange(tx, change, action, before, snapshotOf(limit, row, change.currency));
    };
    // A lower value keeps an operator's hold on the limit (case-limits.ts).
    const settled = {
      userId: playerId,
      limit,
      pendingValue: null,
      pendingRemoval: false,
      pendingFrom: null,
      imposedByCase: current?.imposedByCase ?? null,
      updatedAt: now,
    };
    const pendingFrom = new Date(now.getTime() + coolingOffMs(profile));

    if (value === null) {
      if (!current) throw unprocessable(`You have no ${limitName(limit)} to remove.`, 'value');
      assertMayRemove(profile, limit);
      await assertNotHeldByCase(tx, current);
      // Asked again: the wait already running is kept, not restarted.
      if (!current.pendingRemoval) {
        await write('limit_removal_asked', { ...current, pendingValue: null, pendingRemoval: true, pendingFrom, updatedAt: now });
      }
    } else if (!current) {
      await write('limit_set', { ...settled, value });
    } else if (value < current.value) {
      await write('limit_lowered', { ...settled, value });
    } else if (value === current.value) {
      if (before.pending) await write('limit_change_cancelled', { ...current, ...settled });
    } else if (current.pendingRemoval || current.pendingValue !== value) {
      await assertNotHeldByCase(tx, current);
      await write('limit_raise_asked', { ...current, pendingValue: value, pendingRemoval: false, pendingFrom, updatedAt: now });
    }
    if (value !== null && isDepositLimit(limit)) await recordDepositChoice(tx, change, 'limit');
    await checkHarmMarkers(tx, playerId, now);
  });
}

/**
 * POST /profile/safer-gambling/limits/confirm: applies the pending increase or removal once the profile's delay (24
 * hours unless the market asks more) is over (422 before, saying from when; 422 without one). A removal the profile
 * no longer allows (the player moved to a market that keeps deposit limits) is refused.
 */
export async function confirmLimit(db: Db, limit: TPlayerLimit, change: LimitChange): Promise<void> {
  const { playerId, now } = change;
  await db.transaction(async (tx) => {
    await lockPlayerLimits(tx, playerId);
    const current = (await listPlayerLimits(tx, playerId)).find((r) => r.limit === limit);
    const before = snapshotOf(limit, current, change.currency);
    if (!current || !before.pending)
      throw unprocessable(`There is no change to your ${limitName(limit)} waiting to be confirmed.`, 'limit');
    if (now < current.pendingFrom!) {
      const what = current.pendingRemoval ? 'Removing it' : `Raising it to ${describeValue(limit, current.pendingValue!, change.currency)}`;
      throw unprocessable(`${what} can be confirmed from ${formatExclusionEnd(current.pendingFrom!)}.`, 'limit');
    }
    await assertNotHeldByCase(tx, current);
    if (current.pendingRemoval) {
      assertMayRemove((await findPlayerProfile(tx, playerId)).profile, limit);
      await deletePlayerLimit(tx, playerId, limit);
      await recordChange(tx, change, 'limit_removed', before, snapshotOf(limit, undefined, change.currency));
    } else {
      const row = {
        ...current,
        value: current.pendingValue!,
        pendingValue: null,
        pendingRemoval: false,
        pendingFrom: null,
        updatedAt: now,
      };
      await upsertPlayerLimit(tx, row);
      await recordChange(tx, change, 'limit_raised', before, snapshotOf(limit, row, change.currency));
    }
    await checkHarmMarkers(tx, playerId, now);
  });
}

/**
 * POST /profile/safer-gambling/no-deposit-limit: the player's active choice of no deposit limit, where their
 * profile asks every player to choose. Refused (422) where the profile does not offer it (Sweden: every player sets
 * deposit limits), and (409) while a deposit limit is in force: removing it is the way.
 */
export async function chooseNoDepositLimit(db: Db, change: LimitChange): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPlayerLimits(tx, change.playerId);
    const { profile } = await findPlayerProfile(tx, change.playerId);
    if (!profile.mayDeclineDepositLimit) {
      throw unprocessable(
        `Under the rules of your market (${profile.name}) every player sets a deposit limit for each day, week and month before playing: having none is not a choice.`,
        'depositLimit',
      );
    }
    const inForce = (await listPlayerLimits(tx, change.playerId)).find((r) => isDepositLimit(r.limit));
    if (inForce) {
      throw conflict(`You have a ${limitName(inForce.limit as TPlayerLimit)}: remove it to have no deposit limit.`);
    }
    await recordDepositChoice(tx, change, 'none');
  });
}

type Usage = { used: bigint; resetsAt: Date | null };

/**
 * What a limit in force has used now and when that frees: deposits in its window; stakes (or net loss) in its window,
 * counted as a refused bet counts them (a loss below zero shows as none); the current session's whole minutes and
 * when it reaches the limit. Null without the limit, or for the session before any sign-in.
 */
async function usageOf(
  db: Db,
  playerId: string,
  row: PlayerLimitRow,
  currency: TCurrencyCode,
  deposits: CountedDeposit[],
  now: Date,
): Promise<Usage | null> {
  const limit = row.limit as TPlayerLimit;
  if (isDepositLimit(limit)) return depositUsage(limit, deposits, now);
  if (limit === 'session_time') {
    const session = await sessionUse(db, playerId, Number(row.value));
    if (!session) return null;
    const minutes = Math.max(0, Math.floor((now.getTime() - session.signedInAt.getTime()) / 60_000));
    return { used: BigInt(minutes), resetsAt: session.reachedAt };
  }
  const use = await betLimitUse(db, playerId, { limit, value: row.value }, currency, now);
  return { used: use.used < 0n ? 0n : use.used, resetsAt: use.resetsAt };
}

function limitStateOf(
  limit: TPlayerLimit,
  row: PlayerLimitRow | undefined,
  currency: TCurrencyCode,
  usage: Usage | null,
  now: Date,
): TLimitState {
  const snapshot = snapshotOf(limit, row, currency);
  return {
    limit,
    value: snapshot.value,
    used: usage && showValue(limit, usage.used, currency),
    resetsAt: usage?.resetsAt?.toISOString() ?? null,
    pending: snapshot.pending && {
      value: snapshot.pending.value,
      confirmableAt: snapshot.pending.from,
      canConfirm: now >= new Date(snapshot.pending.from),
    },
  };
}

const registerName = (v: unknown): string => {
  const register = (v as { register?: string } | null)?.register;
  return register === 'gamstop' ? 'GAMSTOP' : register === 'spelpaus' ? 'Spelpaus.se' : 'the national register';
};

const isSnapshot = (v: unknown): v is LimitSnapshot => typeof v === 'object' && v !== null && 'limit' in v && 'value' in v;

/** One line of the record in words. */
function summaryOf(action: string, before: unknown, after: unknown): string {
  const words = (s: LimitSnapshot | null) =>
    s?.value == null ? 'none' : isMoneyLimit(s.limit) ? `${s.value} ${s.currency}` : `${s.value} minutes`;
  const a = isSnapshot(after) ? after : null;
  const b = isSnapshot(before) ? before : null;
  const name = (a ?? b) && limitName((a ?? b)!.limit);
  const from = (s: LimitSnapshot | null) => (s?.pending ? formatExclusionEnd(new Date(s.pending.from)) : '');
  switch (action) {
    case 'limit_set':
      return `${name} set to ${words(a)}.`;
    case 'limit_lowered':
      return `${name} lowered from ${words(b)} to ${words(a)}.`;
    case 'limit_raise_asked':
      return `${name}: raising it from ${words(b)} to ${words(a?.pending ? { ...a, value: a.pending.value } : null)} asked for; it can be confirmed from ${from(a)}.`;
    case 'limit_removal_asked':
      return `${name}: removing it (${words(b)}) asked for; it can be confirmed from ${from(a)}.`;
    case 'limit_change_cancelled':
      return `${name}: the change waiting was cancelled; it stays ${words(a)}.`;
    case 'limit_raised':
      return `${name} raised from ${words(b)} to ${words(a)}.`;
    case 'limit_removed':
      return `${name} removed (it was ${words(b)}).`;
    case 'deposit_limit_chosen':
      return (after as { choice?: string })?.choice === 'none' ? 'Chose to have no deposit limit.' : 'Chose a deposit limit.';
    case 'deposit_over_limit_held': {
      const held = after as { limit?: TPlayerLimit; held?: string; currency?: string };
      return `A crypto deposit passed the ${held.limit ? limitName(held.limit) : 'deposit limit'}: ${held.held} ${held.currency} of it is held, to be paid back.`;
    }
    case 'register_hit':
      return `Found in ${registerName(after)}: treated as self-excluded.`;
    case 'register_cleared':
      return `Checked with ${registerName(after)}: not excluded.`;
    case 'register_unchecked':
      return `${registerName(after)} could not be checked: no play or deposits until a check succeeds.`;
    case 'profile_given':
      return `Market profile: ${PROFILES[(after as { profile: TMarketProfile }).profile]?.name ?? 'Standard'}.`;
    default:
      return (
        harmSummaryOf(action, after) ??
        realityCheckSummary(action, before, after) ??
        breakSummary(action, after) ??
        action.replace(/_/g, ' ')
      );
  }
}

const isActor = (actor: string): actor is Actor => ['player', 'system', 'operator', 'register'].includes(actor);

/**
 * GET /profile/safer-gambling: the player's profile, every limit with its value, what is used of it and when that
 * resets, the change waiting, and the record. `deposits` are the player's deposits counted against the limits (from
 * the payments module), in the account `currency`; bets and the session are read as the bet-side checks read them.
 */
export async function getSaferGambling(
  db: Db,
  playerId: string,
  currency: TCurrencyCode,
  deposits: CountedDeposit[],
  now: Date,
): Promise<TSaferGamblingResponse> {
  const { profile, depositLimitChosenAt } = await findPlayerProfile(db, playerId);
  const rows = await listPlayerLimits(db, playerId);
  const history: TSaferGamblingEvent[] = (await listSaferGamblingEvents(db, playerId, HISTORY_LINES)).map((e) => ({
    at: e.at.toISOString(),
    actor: isActor(e.actor) ? e.actor : 'system',
    action: e.action,
    summary: summaryOf(e.action, e.before, e.after),
  }));
  return {
    profile: { code: profile.code, name: profile.name },
    currency,
    limits: await Promise.all(
      PLAYER_LIMITS.map(async (limit) => {
        const row = rows.find((r) => r.limit === limit);
        const usage = row ? await usageOf(db, playerId, row, currency, deposits, now) : null;
        return limitStateOf(limit, row, currency, usage, now);
      }),
    ),
    depositLimitChoiceRequired: profile.depositLimitChoiceRequired,
    depositLimitChosenAt: depositLimitChosenAt?.toISOString() ?? null,
    mayDeclineDepositLimit: profile.mayDeclineDepositLimit,
    depositLimitsToSet: depositLimitsToSet(profile, rows),
    realityCheck: await realityCheckState(db, playerId, currency, now),
    breaks: await breaksState(db, playerId, now),
    history,
    interaction: await findOpenInteractionView(db, playerId),
  };
}
