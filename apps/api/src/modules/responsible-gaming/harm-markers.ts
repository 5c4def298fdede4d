import { PLAYER_LIMITS, type TPlayerLimit, type TSaferGamblingInteraction } from '@casino/contracts';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/errors';
import { listBetsByHour, listCancelledWithdrawals, listDepositFacts, listLimitEvents, netDeposits, NIGHT_ZONE } from './harm-facts';
import {
  acknowledgeInteractionRow,
  findOpenInteraction,
  findStops,
  hasMarkerSince,
  type InteractionRow,
  insertInteraction,
  insertMarker,
  lockInteraction,
  recordStops,
} from './harm-repo';
import {
  depositOutsized,
  depositSurge,
  HARM_MARKERS,
  limitRaisedAfterRefusal,
  manyPaymentMethods,
  netDepositsOverCheck,
  nightPlay,
  withdrawalReversed,
  type FiredMarker,
} from './harm-rules';
import { joinCase, recordCaseStep } from './cases';
import { limitName } from './limit-values';
import { findSaferGamblingPlayer, insertSaferGamblingEvent, lockPlayerLimits } from './limits-repo';
import { marketMoneyIn } from './market-money';
import { isMarketProfile, PROFILES, type Money } from './market-profiles';

// Signs of harm: computed after each deposit and each limit change, and on a schedule for the time-based ones
// (harm-live.ts). Each marker that fires is stored with what it saw; a strong one acts in the same transaction: no
// bonus is granted or offered any more, marketing stops, and the player is asked to review their limits.

export const REVIEW_LIMITS_MESSAGE =
  'We have noticed a change in how you deposit or play that can be a sign that gambling is becoming harder to control. ' +
  'Please take a moment to review your deposit, loss and time limits below. While we check in with you, bonuses and ' +
  'promotional messages are paused on your account.';

/**
 * The financial-check threshold in EUR, converted down at the stored rates (the UK's £150 with the GBP reference rate),
 * or null when the profile has none or a rate it needs is not loaded: a deposit never fails for it.
 */
async function thresholdInEur(db: Db, threshold: Money | null): Promise<Money | null> {
  if (!threshold) return null;
  try {
    return { minor: Number(await marketMoneyIn(db, threshold, 'EUR')), currency: 'EUR' };
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 503) return null;
    throw err;
  }
}

/** Every rule over the player's own rows at `now`, in the order they are recorded. */
async function evaluate(db: Db, playerId: string, now: Date): Promise<FiredMarker[]> {
  const deposits = await listDepositFacts(db, playerId, now);
  const player = await findSaferGamblingPlayer(db, playerId);
  const profile = PROFILES[player && isMarketProfile(player.profile) ? player.profile : 'default'];
  const threshold = await thresholdInEur(db, profile.financialCheckNetDeposits30d);
  const { refusals, raises } = await listLimitEvents(db, playerId, now);
  const fired = [
    depositSurge(deposits, now),
    depositOutsized(deposits, now),
    nightPlay(await listBetsByHour(db, playerId, now), NIGHT_ZONE),
    withdrawalReversed(await listCancelledWithdrawals(db, playerId, now)),
    manyPaymentMethods(deposits, now),
    limitRaisedAfterRefusal(refusals, raises),
    netDepositsOverCheck(threshold && (await netDeposits(db, playerId, threshold.currency, now)), threshold),
  ];
  return fired.filter((m): m is FiredMarker => m !== null);
}

/** A strong marker's actions, each recorded (actor system) where it changes something. */
async function actOnStrongMarker(db: Db, playerId: string, marker: { id: bigint; kind: string; caseId: string }, now: Date): Promise<void> {
  const cause = { markerId: marker.id.toString(), kind: marker.kind };
  const stops = await findStops(db, playerId);
  await recordStops(db, playerId, now);
  const record = (action: string, before: Record<string, unknown> | null, after: Record<string, unknown>) =>
    insertSaferGamblingEvent(db, { userId: playerId, at: now, actor: 'system', action, before, after });
  if (!stops.bonusesStoppedAt) await record('bonuses_stopped', { bonusesStopped: false }, { bonusesStopped: true, ...cause });
  if (!stops.marketingStoppedAt) await record('marketing_stopped', { marketingStopped: false }, { marketingStopped: true, ...cause });
  if (await findOpenInteraction(db, playerId, 'review_limits')) return;
  const interaction = await insertInteraction(db, {
    userId: playerId,
    kind: 'review_limits',
    markerId: marker.id,
    caseId: marker.caseId,
    openedAt: now,
  });
  await record('interaction_opened', null, { interactionId: interaction.id, interaction: 'review_limits', ...cause });
}

/**
 * Computes the player's signs of harm at `now` and records each that fired, unless one of its kind was recorded within
 * its quiet period (the rule's own window, so one episode is one marker). Runs in the caller's transaction under the
 * player's limits lock (taken here: the lock bets and deposits take before the ledger's), so a strong marker's actions
 * commit with what raised it. Answers the kinds recorded.
 */
export async function checkHarmMarkers(db: Db, playerId: string, now: Date): Promise<string[]> {
  await lockPlayerLimits(db, playerId);
  const recorded: string[] = [];
  for (const { kind, details } of await evaluate(db, playerId, now)) {
    const { strength, quietMs } = HARM_MARKERS[kind];
    if (await hasMarkerSince(db, playerId, kind, new Date(now.getTime() - quietMs))) continue;
    const id = await insertMarker(db, { userId: playerId, kind, strength, at: now, details });
    await insertSaferGamblingEvent(db, {
      userId: playerId,
      at: now,
      actor: 'system',
      action: 'harm_marker',
      before: null,
      after: { markerId: id.toString(), kind, strength, details },
    });
    const caseId = await joinCase(db, playerId, { id, kind, strength }, now);
    if (strength === 'strong') await actOnStrongMarker(db, playerId, { id, kind, caseId }, now);
    recorded.push(kind);
  }
  return recorded;
}

/** Whether bonuses are stopped for the player: no grant is made and no offer shown (promotions asks it). */
export async function bonusesStopped(db: Db, playerId: string): Promise<boolean> {
  return (await findStops(db, playerId)).bonusesStoppedAt !== null;
}

/**
 * Since when promotional mail must not go to the player, and why, or null when it may: the promotional-mail gate asks
 * it before every send (the column is `safer_gambling_players.marketing_stopped_at`).
 */
export async function marketingStoppedBy(db: Db, playerId: string): Promise<{ since: Date; reason: 'harm_marker' } | null> {
  const { marketingStoppedAt } = await findStops(db, playerId);
  return marketingStoppedAt && { since: marketingStoppedAt, reason: 'harm_marker' };
}

/** A message as the player reads it: the operator's words, or the site's request to review limits. */
export function interactionView(row: InteractionRow): TSaferGamblingInteraction {
  return row.kind === 'operator_message'
    ? { id: row.id, kind: 'operator_message', message: row.message ?? '', openedAt: row.openedAt.toISOString() }
    : { id: row.id, kind: 'review_limits', message: REVIEW_LIMITS_MESSAGE, openedAt: row.openedAt.toISOString() };
}

/** The oldest message waiting for the player's acknowledgement, as their safer-gambling page shows it; null when none. */
export async function findOpenInteractionView(db: Db, playerId: string): Promise<TSaferGamblingInteraction | null> {
  const row = await findOpenInteraction(db, playerId);
  return row ? interactionView(row) : null;
}

/**
 * POST /profile/safer-gambling/interactions/{id}/acknowledge: records that the player read the message (404 when it is
 * not theirs), in the record and in its case's history. Acknowledging it again changes nothing. Bonuses and marketing stay stopped: lifting them is the
 * operator's decision.
 */
export async function acknowledgeInteraction(db: Db, playerId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockInteraction(tx, playerId, id);
    if (!row) throw notFound('There is no such message on your account.');
    if (row.acknowledgedAt) return;
    await acknowledgeInteractionRow(tx, id, now);
    await insertSaferGamblingEvent(tx, {
      userId: playerId,
      at: now,
      actor: 'player',
      action: 'interaction_acknowledged',
      before: { interactionId: id, acknowledged: false },
      after: { interactionId: id, kind: row.kind, acknowledged: true },
    });
    if (row.caseId) {
      await recordCaseStep(tx, {
        caseId: row.caseId,
        at: now,
        actor: { kind: 'player' },
        action: 'interaction_acknowledged',
        details: { interactionId: id },
      });
    }
  });
}

/** What a limit refused: a deposit, or play (a bet, a round, a game's launch). */
export type RefusedWhat = 'deposit' | 'play';

/** A 409 refusal by one of the player's limits; once answered it is recorded (harm-live.ts), its transaction having rolled back. */
export class LimitRefusalError extends HttpError {
  constructor(
    message: string,
    readonly refusal: { playerId: string; limit: string; what: RefusedWhat },
  ) {
    super(409, message);
  }
}

/** Records a refusal by a limit: a limit raised soon after one is a sign of harm. */
export async function recordLimitRefusal(db: Db, refusal: LimitRefusalError['refusal'], now: Date): Promise<void> {
  await insertSaferGamblingEvent(db, {
    userId: refusal.playerId,
    at: now,
    actor: 'system',
    action: 'limit_refused',
    before: null,
    after: { limit: refusal.limit, what: refusal.what },
  });
}

const HARM_SUMMARIES: Record<string, (after: Record<string, unknown>) => string> = {
  harm_marker: () => 'A change in how you deposit or play was noted.',
  bonuses_stopped: () => 'Bonuses paused on your account.',
  marketing_stopped: () => 'Promotional messages paused on your account.',
  interaction_opened: () => 'You were asked to review your limits.',
  // Records written before the team could send messages carry no kind: they were all requests to review limits.
  interaction_acknowledged: (after) =>
    after.kind === 'operator_message'
      ? 'You acknowledged the message from our safer gambling team.'
      : 'You acknowledged the request to review your limits.',
  operator_message: () => 'Our safer gambling team sent you a message.',
  limit_imposed: (after) => {
    const limit = (PLAYER_LIMITS as readonly string[]).includes(String(after.limit)) ? limitName(after.limit as TPlayerLimit) : 'limit';
    const value =
      after.value == null ? '' : ` to ${String(after.value)}${after.limit === 'session_time' ? ' minutes' : ` ${String(after.currency)}`}`;
    return `We set your ${limit}${value} while we review your account: you can lower it, not raise it, until the review ends.`;
  },
  account_closed: () => 'We closed your account. You can still withdraw your balance.',
  limit_refused: (after) => {
    const limit = (PLAYER_LIMITS as readonly string[]).includes(String(after.limit)) ? limitName(after.limit as TPlayerLimit) : 'limit';
    return `Your ${limit} refused ${after.what === 'deposit' ? 'a deposit' : 'play'}.`;
  },
};

/** The record's line for the actions of this file, or null for another action. */
export function harmSummaryOf(action: string, after: unknown): string | null {
  const summary = HARM_SUMMARIES[action];
  return summary ? summary((after ?? {}) as Record<string, unknown>) : null;
}
