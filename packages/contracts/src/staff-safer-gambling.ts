import { z } from 'zod';
import { ZPlayerLimit } from './safer-gambling';
import { textField } from './text';

// Safer-gambling cases (GET/POST /staff-api/v1/safer-gambling/cases…, permission safer-gambling.cases): a player's signs
// of harm as a queue the operator works through. docs/decisions/029-operator-console.md, "Safer-gambling cases".

export const SAFER_GAMBLING_CASE_STATUSES = ['open', 'in_progress', 'closed'] as const;
export const ZSaferGamblingCaseStatus = z.enum(SAFER_GAMBLING_CASE_STATUSES, {
  error: `status must be one of ${SAFER_GAMBLING_CASE_STATUSES.join(', ')}`,
});
export type TSaferGamblingCaseStatus = z.infer<typeof ZSaferGamblingCaseStatus>;

/** GET …/cases: one status, or every case not closed when none is given. */
export const ZSaferGamblingCaseQueueQuery = z.object({ status: ZSaferGamblingCaseStatus.optional() });
export type TSaferGamblingCaseQueueQuery = z.infer<typeof ZSaferGamblingCaseQueueQuery>;

/** The most cases one queue answer lists: the oldest waiting first, or the latest closed. */
export const SAFER_GAMBLING_QUEUE_MAX = 200;

export const ZSaferGamblingCaseParams = z.object({ id: z.uuid({ error: 'id must be the id of a case' }) });

const ZStaffRef = z.object({ id: z.string(), email: z.string() });

const ZMarkerSummary = z.object({
  kind: z.string(),
  strength: z.enum(['strong', 'weak']),
  at: z.string(),
});

/** One case in the queue. */
export const ZSaferGamblingCaseSummary = z.object({
  id: z.string(),
  playerId: z.string(),
  /** The player's e-mail; null when the account no longer exists. */
  email: z.string().nullable(),
  status: ZSaferGamblingCaseStatus,
  markers: z.number().int(),
  latestMarker: ZMarkerSummary.nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  outcome: z.string().nullable(),
  assignee: ZStaffRef.nullable(),
});
export type TSaferGamblingCaseSummary = z.infer<typeof ZSaferGamblingCaseSummary>;

export const ZSaferGamblingCaseQueue = z.object({
  /** The server's time, to show each case's age. */
  now: z.string(),
  cases: z.array(ZSaferGamblingCaseSummary),
});
export type TSaferGamblingCaseQueue = z.infer<typeof ZSaferGamblingCaseQueue>;

export const SAFER_GAMBLING_CASE_ACTIONS = [
  'opened',
  'marker',
  'assigned',
  'note',
  'interaction_sent',
  'interaction_acknowledged',
  'limit_imposed',
  'account_closed',
  'closed',
] as const;

/** One step of the case's history, oldest first. */
export const ZSaferGamblingCaseStep = z.object({
  at: z.string(),
  actor: z.enum(['system', 'staff', 'player']),
  /** The staff member, for a staff step. */
  staff: ZStaffRef.nullable(),
  action: z.enum(SAFER_GAMBLING_CASE_ACTIONS),
  /** The step in words. */
  summary: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type TSaferGamblingCaseStep = z.infer<typeof ZSaferGamblingCaseStep>;

/** One of the player's limits in force as staff see it (a case, the player's page). */
export const ZStaffLimitView = z.object({
  limit: ZPlayerLimit,
  value: z.string(),
  pending: z.object({ value: z.string().nullable(), confirmableAt: z.string() }).nullable(),
  /** Imposed from a case that is not closed: the player may lower it, not raise or remove it. */
  heldByCase: z.boolean(),
});
export type TStaffLimitView = z.infer<typeof ZStaffLimitView>;

/** What closes play to the player at a moment. */
export const ZStaffPlayClosed = z.object({
  kind: z.enum(['self_exclusion', 'time_out', 'account_closed']),
  message: z.string(),
  reopensAt: z.string().nullable(),
});

/** One exclusion, break or closure of the person. */
export const ZStaffExclusionView = z.object({
  kind: z.enum(['self_exclusion', 'time_out', 'account_closure']),
  period: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  reopensAt: z.string().nullable(),
});
export type TStaffExclusionView = z.infer<typeof ZStaffExclusionView>;

/** GET …/cases/{id}: the case, the player's markers with what each rule saw, their limits and exclusions, the messages and the history. */
export const ZSaferGamblingCase = z.object({
  now: z.string(),
  case: ZSaferGamblingCaseSummary,
  player: z.object({ id: z.string(), email: z.string().nullable(), currency: z.string().nullable() }),
  /** The markers that joined this case, newest first. */
  markers: z.array(ZMarkerSummary.extend({ id: z.string(), details: z.record(z.string(), z.unknown()) })),
  /** The player's limits in force; money as decimal strings in `player.currency`, the session in minutes. */
  limits: z.array(ZStaffLimitView),
  /** What closes play to the player now (an exclusion, a break, or the account closed), or null. */
  playClosed: ZStaffPlayClosed.nullable(),
  /** Every exclusion, break and closure of the person, on any of their accounts, newest first. */
  exclusions: z.array(ZStaffExclusionView),
  /** The messages of this case the player is asked to acknowledge, oldest first. */
  interactions: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['review_limits', 'operator_message']),
      message: z.string(),
      openedAt: z.string(),
      acknowledgedAt: z.string().nullable(),
    }),
  ),
  history: z.array(ZSaferGamblingCaseStep),
});
export type TSaferGamblingCase = z.infer<typeof ZSaferGamblingCase>;

const words = (field: string, max: number) =>
  textField({ error: `${field} must be text` })
    .trim()
    .min(1, { error: `Write the ${field}.` })
    .max(max, { error: `The ${field} is at most ${max} characters.` });

/** POST …/cases/{id}/notes */
export const ZSaferGamblingCaseNoteRequest = z.object({ note: words('note', 2000) });
/** POST …/cases/{id}/interactions: the message the player is shown until they acknowledge it. */
export const ZSaferGamblingCaseMessageRequest = z.object({ message: words('message', 2000) });
export type TSaferGamblingCaseMessageRequest = z.infer<typeof ZSaferGamblingCaseMessageRequest>;
/** POST …/cases/{id}/limits: `value` as the player's own (a decimal amount in the account currency, or minutes). */
export const ZSaferGamblingCaseLimitRequest = z.object({
  limit: ZPlayerLimit,
  value: textField({ error: 'value must be a string' }).max(64, { error: 'value is too long' }),
});
export type TSaferGamblingCaseLimitRequest = z.infer<typeof ZSaferGamblingCaseLimitRequest>;
/** POST …/cases/{id}/close-account */
export const ZSaferGamblingCloseAccountRequest = z.object({ reason: words('reason', 1000) });
/** POST …/cases/{id}/close */
export const ZSaferGamblingCloseCaseRequest = z.object({ outcome: words('outcome', 1000) });
