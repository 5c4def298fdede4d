import type { Money } from './market-profiles';

// The signs of harm (docs/decisions/028-safer-gambling-engine.md, "Signs of harm"): each a simple rule over the player's
// own deposits, withdrawals, real-money bets and limit refusals, so that an operator can say why a marker fired. This
// file holds the rules and their figures and reads nothing: harm-facts.ts gathers the facts, harm-markers.ts records
// what fires and acts on the strong ones.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** strong: acts at once (bonuses and marketing stop, the player is asked to review their limits); weak: for the operator. */
export type HarmStrength = 'strong' | 'weak';

export const HARM_MARKERS = {
  /** Deposits in the last 24 hours ≥ 3 × the player's daily average of the 30 days before, and ≥ €100. */
  deposit_surge: { strength: 'strong', quietMs: DAY_MS },
  /** One deposit of the last 24 hours ≥ 5 × the median of the player's deposits in the 30 days before it (3 or more). */
  deposit_outsized: { strength: 'weak', quietMs: DAY_MS },
  /** Of 20 or more real-money bets in the last 7 days, half or more placed between 00:00 and 06:00. */
  night_play: { strength: 'weak', quietMs: 7 * DAY_MS },
  /** A withdrawal the player cancelled, and real money staked within 24 hours of the cancellation. */
  withdrawal_reversed: { strength: 'strong', quietMs: DAY_MS },
  /** 4 or more payment instruments used for deposits (paid or not) in the last 30 days. */
  many_payment_methods: { strength: 'weak', quietMs: 30 * DAY_MS },
  /** A limit increase or removal asked for within 24 hours of a refusal by that same limit. */
  limit_raised_after_refusal: { strength: 'strong', quietMs: DAY_MS },
  /** Net deposits (paid in less paid out) in the last 30 days at or over the profile's financial-check threshold. */
  net_deposits_over_check: { strength: 'weak', quietMs: 30 * DAY_MS },
} as const satisfies Record<string, { strength: HarmStrength; quietMs: number }>;

export type HarmMarkerKind = keyof typeof HARM_MARKERS;

/** The figures of the rules above, in one place for review. */
export const HARM_FIGURES = {
  surgeMultiple: 3n,
  surgeFloorEurCents: 10_000n,
  surgeHistoryDays: 30,
  outsizedMultiple: 5n,
  outsizedMinHistory: 3,
  nightFromHour: 0,
  nightToHour: 6,
  nightMinBets: 20,
  nightSharePercent: 50,
  nightDays: 7,
  reversalWindowMs: DAY_MS,
  methodsThreshold: 4,
  methodsDays: 30,
  raiseAfterRefusalMs: DAY_MS,
  netDepositsDays: 30,
} as const;

/** A deposit as the rules see it: when it was started, what became of it, its worth in EUR cents and its instrument. */
export type DepositFact = { at: Date; status: string; eurCents: bigint; instrument: string };
/** A withdrawal the player cancelled, and their first real-money stake after it (null: none yet). */
export type CancelledWithdrawal = { cancelledAt: Date; amount: string; currency: string; stakedAt: Date | null };
/** A refusal by one of the player's limits, or an increase or removal of one asked for. */
export type LimitEvent = { at: Date; limit: string };

export type FiredMarker = { kind: HarmMarkerKind; details: Record<string, unknown> };

const daysAgo = (now: Date, days: number) => now.getTime() - days * DAY_MS;
const completed = (deposits: DepositFact[]) => deposits.filter((d) => d.status === 'completed');
const cents = (v: bigint) => v.toString();

export function depositSurge(deposits: DepositFact[], now: Date): FiredMarker | null {
  const dayStart = now.getTime() - DAY_MS;
  const historyStart = dayStart - HARM_FIGURES.surgeHistoryDays * DAY_MS;
  const paid = completed(deposits);
  const recent = paid.filter((d) => d.at.getTime() > dayStart);
  const history = paid.filter((d) => d.at.getTime() > historyStart && d.at.getTime() <= dayStart);
  // Without a history there is no habit to compare with.
  if (recent.length === 0 || history.length === 0) return null;
  const last24h = recent.reduce((sum, d) => sum + d.eurCents, 0n);
  const previous = history.reduce((sum, d) => sum + d.eurCents, 0n);
  const days = BigInt(HARM_FIGURES.surgeHistoryDays);
  // last24h ≥ multiple × previous / days, without dividing.
  if (last24h < HARM_FIGURES.surgeFloorEurCents || last24h * days < HARM_FIGURES.surgeMultiple * previous) return null;
  return {
    kind: 'deposit_surge',
    details: {
      last24hEurCents: cents(last24h),
      previous30dEurCents: cents(previous),
      dailyAverageEurCents: cents(previous / days),
      multiple: Number(HARM_FIGURES.surgeMultiple),
      floorEurCents: cents(HARM_FIGURES.surgeFloorEurCents),
    },
  };
}

/** Twice the median (exact in integers: the sum of the two middle values, or twice the middle one). */
function twiceMedian(values: bigint[]): bigint {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? 2n * sorted[mid]! : sorted[mid - 1]! + sorted[mid]!;
}

export function depositOutsized(deposits: DepositFact[], now: Date): FiredMarker | null {
  const paid = completed(deposits);
  for (const deposit of paid.filter((d) => d.at.getTime() > now.getTime() - DAY_MS)) {
    const from = deposit.at.getTime() - HARM_FIGURES.surgeHistoryDays * DAY_MS;
    const before = paid.filter((d) => d.at.getTime() > from && d.at < deposit.at).map((d) => d.eurCents);
    if (before.length < HARM_FIGURES.outsizedMinHistory) continue;
    const median2 = twiceMedian(before);
    if (2n * deposit.eurCents >= HARM_FIGURES.outsizedMultiple * median2) {
      return {
        kind: 'deposit_outsized',
        details: {
          depositAt: deposit.at.toISOString(),
          depositEurCents: cents(deposit.eurCents),
          medianEurCents: (Number(median2) / 2).toString(),
          history: before.length,
          multiple: Number(HARM_FIGURES.outsizedMultiple),
        },
      };
    }
  }
  return null;
}

/** `betsByHour`: real-money bets of the last 7 days by hour of the day in `zone`. */
export function nightPlay(betsByHour: { hour: number; bets: number }[], zone: string): FiredMarker | null {
  const bets = betsByHour.reduce((sum, h) => sum + h.bets, 0);
  const night = betsByHour
    .filter((h) => h.hour >= HARM_FIGURES.nightFromHour && h.hour < HARM_FIGURES.nightToHour)
    .reduce((sum, h) => sum + h.bets, 0);
  if (bets < HARM_FIGURES.nightMinBets || night * 100 < HARM_FIGURES.nightSharePercent * bets) return null;
  return {
    kind: 'night_play',
    details: {
      nightBets: night,
      bets,
      zone,
      from: '00:00',
      to: '06:00',
      days: HARM_FIGURES.nightDays,
      sharePercent: HARM_FIGURES.nightSharePercent,
    },
  };
}

export function withdrawalReversed(cancelled: CancelledWithdrawal[]): FiredMarker | null {
  const reversed = cancelled.find(
    (w) => w.stakedAt !== null && w.stakedAt.getTime() - w.cancelledAt.getTime() <= HARM_FIGURES.reversalWindowMs,
  );
  if (!reversed) return null;
  return {
    kind: 'withdrawal_reversed',
    details: {
      cancelledAt: reversed.cancelledAt.toISOString(),
      amount: reversed.amount,
      currency: reversed.currency,
      stakedAt: reversed.stakedAt!.toISOString(),
    },
  };
}

export function manyPaymentMethods(deposits: DepositFact[], now: Date): FiredMarker | null {
  const from = daysAgo(now, HARM_FIGURES.methodsDays);
  const instruments = [...new Set(deposits.filter((d) => d.at.getTime() > from).map((d) => d.instrument))].sort();
  if (instruments.length < HARM_FIGURES.methodsThreshold) return null;
  return {
    kind: 'many_payment_methods',
    details: { instruments, threshold: HARM_FIGURES.methodsThreshold, days: HARM_FIGURES.methodsDays },
  };
}

/** A raise or removal asked for within 24 hours after a refusal by the same limit (the raise at or after the refusal). */
export function limitRaisedAfterRefusal(refusals: LimitEvent[], raises: LimitEvent[]): FiredMarker | null {
  for (const raise of raises) {
    const refusal = refusals.find(
      (r) => r.limit === raise.limit && r.at <= raise.at && raise.at.getTime() - r.at.getTime() <= HARM_FIGURES.raiseAfterRefusalMs,
    );
    if (refusal) {
      return {
        kind: 'limit_raised_after_refusal',
        details: { limit: raise.limit, refusedAt: refusal.at.toISOString(), raiseAskedAt: raise.at.toISOString() },
      };
    }
  }
  return null;
}

/** Net deposits of the last 30 days in the threshold's currency (deposits converted up, withdrawals down). */
export function netDepositsOverCheck(net: { paidIn: bigint; paidOut: bigint } | null, threshold: Money | null): FiredMarker | null {
  if (!threshold || !net) return null;
  const netMinor = net.paidIn - net.paidOut;
  if (netMinor < BigInt(threshold.minor)) return null;
  return {
    kind: 'net_deposits_over_check',
    details: {
      paidIn: cents(net.paidIn),
      paidOut: cents(net.paidOut),
      net: cents(netMinor),
      threshold: threshold.minor,
      currency: threshold.currency,
      days: HARM_FIGURES.netDepositsDays,
    },
  };
}
