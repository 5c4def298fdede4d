import { z } from 'zod';

// The safer-gambling tools a player sets on their account (GET/PUT /profile/safer-gambling…). Every figure is
// enforced by the API wherever money moves; the web app only shows and sets them.

/** The market profiles: each a named set of rules (limits' defaults and bounds, time-outs, product rules). */
export const MARKET_PROFILES = ['default', 'uk', 'mt', 'on', 'se'] as const;
export const ZMarketProfile = z.enum(MARKET_PROFILES, { error: `profile must be one of ${MARKET_PROFILES.join(', ')}` });
export type TMarketProfile = z.infer<typeof ZMarketProfile>;

/**
 * The limits a player can set. Money limits count over a rolling window (24 hours, 7 days, 30 days) in the
 * player's account currency: deposits paid in, stakes wagered, or net loss (stakes less wins). `session_time`
 * is minutes from sign-in.
 */
export const PLAYER_LIMITS = [
  'deposit_24h',
  'deposit_7d',
  'deposit_30d',
  'loss_24h',
  'loss_7d',
  'loss_30d',
  'wager_24h',
  'wager_7d',
  'wager_30d',
  'session_time',
] as const;
export const ZPlayerLimit = z.enum(PLAYER_LIMITS, { error: `limit must be one of ${PLAYER_LIMITS.join(', ')}` });
export type TPlayerLimit = z.infer<typeof ZPlayerLimit>;

/** The longest a session limit may be: a day. */
export const MAX_SESSION_MINUTES = 24 * 60;

/**
 * PUT /profile/safer-gambling/limits: `value` is a decimal amount in the account currency ("50.00") for a money
 * limit, whole minutes ("90") for `session_time`, or null to remove the limit. A lower value applies at once; a
 * higher one or a removal is pending for the profile's delay (24 hours unless the market asks more) and then needs
 * confirming.
 */
export const ZSetLimitRequest = z.object({
  limit: ZPlayerLimit,
  value: z.string({ error: 'value must be a string, or null to remove the limit' }).max(64, 'value is too long').nullable(),
});
export type TSetLimitRequest = z.infer<typeof ZSetLimitRequest>;

/**
 * POST /profile/safer-gambling/limits/confirm: applies a pending increase or removal once the profile's delay (24 hours
 * unless the market asks more) is over.
 */
export const ZConfirmLimitRequest = z.object({ limit: ZPlayerLimit });
export type TConfirmLimitRequest = z.infer<typeof ZConfirmLimitRequest>;

/** One limit as the player sees it. Values are as sent: decimal amounts in `currency`, minutes for the session. */
export const ZLimitState = z.object({
  limit: ZPlayerLimit,
  /** The value in force; null: no limit. */
  value: z.string().nullable(),
  /** How much of the window is used now (money limits), or the current session's minutes; null without a limit. */
  used: z.string().nullable(),
  /** When the oldest amount counted leaves the window (money), or when the session reaches its limit; null if nothing counts. */
  resetsAt: z.string().nullable(),
  /** A change waiting: the new value (null: removal), from when it may be confirmed, and whether that time has come. */
  pending: z.object({ value: z.string().nullable(), confirmableAt: z.string(), canConfirm: z.boolean() }).nullable(),
});
export type TLimitState = z.infer<typeof ZLimitState>;

/** One line of the player's safer-gambling history (the append-only record). */
export const ZSaferGamblingEvent = z.object({
  at: z.string(),
  /** Who acted: the player, the system (an automatic action), the operator or a national self-exclusion register. */
  actor: z.enum(['player', 'system', 'operator', 'register']),
  action: z.string(),
  /** What it changed, in words (the values before and after). */
  summary: z.string(),
});
export type TSaferGamblingEvent = z.infer<typeof ZSaferGamblingEvent>;

/**
 * A message the player is asked to read and acknowledge: a sign of harm asks them to review their limits, or the operator
 * writes from a safer-gambling case (the oldest waiting is shown first). Shown on the
 * safer-gambling page (and as a notice) until acknowledged with POST /profile/safer-gambling/interactions/{id}/acknowledge.
 */
export const ZSaferGamblingInteraction = z.object({
  id: z.string(),
  /** review_limits: a strong sign of harm asks the player to review their limits; operator_message: our team wrote. */
  kind: z.enum(['review_limits', 'operator_message']),
  message: z.string(),
  openedAt: z.string(),
});
export type TSaferGamblingInteraction = z.infer<typeof ZSaferGamblingInteraction>;

/** POST /profile/safer-gambling/interactions/{id}/acknowledge: the message's id. Answers the page. */
export const ZAcknowledgeInteractionParams = z.object({ id: z.uuid({ error: 'id must be the id of a message on your account' }) });
export type TAcknowledgeInteractionParams = z.infer<typeof ZAcknowledgeInteractionParams>;

/**
 * The reality check's intervals a player may choose, in minutes; their market profile's default is a choice too.
 * Play pauses at each whole multiple of the interval after sign-in until the player answers.
 */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/** PUT /profile/safer-gambling/reality-check: one of REALITY_CHECK_MINUTES or the profile's default; null: the profile's default. */
export const ZSetRealityCheckRequest = z.object({
  minutes: z
    .number({ error: 'minutes must be a whole number of minutes, or null for the default' })
    .int('minutes must be a whole number')
    .nullable(),
});
export type TSetRealityCheckRequest = z.infer<typeof ZSetRealityCheckRequest>;

/** The player's answer to a due reality check: go on, leave the game, or leave it for the bet history. */
export const REALITY_CHECK_ANSWERS = ['continue', 'stop', 'history'] as const;
export const ZRealityCheckAnswer = z.enum(REALITY_CHECK_ANSWERS, { error: `answer must be one of ${REALITY_CHECK_ANSWERS.join(', ')}` });
export type TRealityCheckAnswer = z.infer<typeof ZRealityCheckAnswer>;

/** POST /profile/safer-gambling/reality-check/answer. */
export const ZAnswerRealityCheckRequest = z.object({ answer: ZRealityCheckAnswer });
export type TAnswerRealityCheckRequest = z.infer<typeof ZAnswerRealityCheckRequest>;

/** GET /profile/safer-gambling/reality-check (and part of the safer-gambling page). */
export const ZRealityCheckState = z.object({
  /** The interval in force, in minutes. */
  minutes: z.number().int(),
  /** The player's own choice; null: the profile's default (`defaultMinutes`). */
  chosenMinutes: z.number().int().nullable(),
  defaultMinutes: z.number().int(),
  /** What the player may choose, the profile's default among them. */
  choices: z.array(z.number().int()),
  /** The server's time, so a client times the next check on the server's clock. */
  now: z.string(),
  /** When the session began (the latest sign-in); null if never signed in. */
  sessionStartedAt: z.string().nullable(),
  /** The check waiting for an answer (a past multiple of the interval), or null: play goes on. */
  dueAt: z.string().nullable(),
  /** The next multiple of the interval after now; null without a session. */
  nextDueAt: z.string().nullable(),
  /** Won minus staked since the session began, across the player's real-money play, decimal in `currency`. */
  net: z.string(),
  currency: z.string(),
});
export type TRealityCheckState = z.infer<typeof ZRealityCheckState>;

export const PERIOD_UNITS = ['hours', 'days', 'weeks', 'months', 'years'] as const;

/** A length of time as a market profile states it: hours to weeks as elapsed time, months and years on the calendar. */
export const ZPeriod = z.object({
  amount: z.number({ error: 'amount must be a whole number' }).int('amount must be a whole number').min(1).max(1000),
  unit: z.enum(PERIOD_UNITS, { error: `unit must be one of ${PERIOD_UNITS.join(', ')}` }),
});
export type TPeriod = z.infer<typeof ZPeriod>;

/**
 * POST /profile/safer-gambling/time-out: a break of one of the periods the player's profile offers. It starts at
 * once, ends every session but payout-only access, and cannot be shortened or cancelled; a longer one extends it.
 */
export const ZTimeOutRequest = z.object({ period: ZPeriod });
export type TTimeOutRequest = z.infer<typeof ZTimeOutRequest>;

/** What a time-out answers: its end (play reopens then) and the sentence the player is shown. */
export const ZTimeOutResponse = z.object({ period: ZPeriod, until: z.iso.datetime(), message: z.string() });
export type TTimeOutResponse = z.infer<typeof ZTimeOutResponse>;

/** The time-outs and self-exclusions a player can choose (their profile's), and the one in force. */
export const ZBreaksState = z.object({
  timeOutChoices: z.array(z.object({ period: ZPeriod, label: z.string() })),
  /** The `selfExcludePeriod` values of PUT /profile/self-exclude this player may send, shortest first. */
  selfExclusionChoices: z.array(z.object({ selfExcludePeriod: z.string(), label: z.string() })),
  /** How long play stays closed after a fixed exclusion ends, and after an indefinite one is asked to end. */
  liftDelayHours: z.object({ fixedTerm: z.number(), indefinite: z.number() }),
  inForce: z
    .object({
      kind: z.enum(['time_out', 'self_exclusion']),
      /** When the time-out or the exclusion's term ends; null for an indefinite exclusion. */
      endsAt: z.string().nullable(),
      /** When play reopens; null while an indefinite exclusion has not been asked to end. */
      playReopensAt: z.string().nullable(),
      /** An indefinite exclusion: from when the player may ask to end it, and whether they have. */
      liftableFrom: z.string().nullable(),
      liftAskedAt: z.string().nullable(),
      message: z.string(),
    })
    .nullable(),
});
export type TBreaksState = z.infer<typeof ZBreaksState>;

/** GET /profile/safer-gambling. */
export const ZSaferGamblingResponse = z.object({
  profile: z.object({ code: ZMarketProfile, name: z.string() }),
  currency: z.string(),
  limits: z.array(ZLimitState),
  /** The profile asks every player to choose a deposit limit (or, actively, none) before their first deposit. */
  depositLimitChoiceRequired: z.boolean(),
  /** When the player made that choice; null while they have not. */
  depositLimitChosenAt: z.string().nullable(),
  /** Whether having no deposit limit is a choice at all (not in Sweden, where every player sets them). */
  mayDeclineDepositLimit: z.boolean(),
  /** The deposit limits the player must still set before they may deposit (Sweden: one per day, week and month). */
  depositLimitsToSet: z.array(ZPlayerLimit),
  realityCheck: ZRealityCheckState,
  /** Time-outs and self-exclusion: the profile's choices and the one in force. */
  breaks: ZBreaksState,
  history: z.array(ZSaferGamblingEvent),
  /** The message waiting for the player's acknowledgement; null when none. */
  interaction: ZSaferGamblingInteraction.nullable(),
});
export type TSaferGamblingResponse = z.infer<typeof ZSaferGamblingResponse>;
