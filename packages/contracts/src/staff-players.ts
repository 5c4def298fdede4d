import { z } from 'zod';
import { ZKycDocumentKind, ZKycDocumentStatus } from './staff-kyc';
import { ZProfile } from './profile';
import { ZStaffExclusionView, ZStaffLimitView, ZStaffPlayClosed } from './staff-safer-gambling';
import { ZWithdrawalConfirmedWith } from './staff-withdrawal-security';
import { textField } from './text';

// The player search and the player's page (GET/POST /staff-api/v1/players…, permission players.read to read and
// players.write to change).

export const PLAYER_SEARCH_MIN = 2;
export const PLAYER_SEARCH_MAX = 200;
/** The most players one search answers, newest accounts first. */
export const PLAYER_SEARCH_LIMIT = 50;

const SEARCH_HINT = 'Type an e-mail, a name, a player id, a crypto address or a transaction hash.';

/** GET /players?q=: a player id, an e-mail, a crypto deposit address, a transaction hash or a name. */
export const ZStaffPlayerSearchQuery = z.object({
  q: textField({ error: SEARCH_HINT })
    .trim()
    .min(PLAYER_SEARCH_MIN, { error: `Type at least ${PLAYER_SEARCH_MIN} characters. ${SEARCH_HINT}` })
    .max(PLAYER_SEARCH_MAX, { error: `Type at most ${PLAYER_SEARCH_MAX} characters.` }),
});
export type TStaffPlayerSearchQuery = z.infer<typeof ZStaffPlayerSearchQuery>;

export const PLAYER_MATCH_KINDS = ['id', 'email', 'name', 'address', 'transaction'] as const;
export type TPlayerMatchKind = (typeof PLAYER_MATCH_KINDS)[number];

/**
 * Where the account stands: `closed` by the operator from a safer-gambling case, `self_excluded`, on a `time_out`,
 * `register_excluded` (found in their national register), `unconfirmed` (e-mail not confirmed yet), or `active`.
 */
export const PLAYER_ACCOUNT_STATES = ['active', 'unconfirmed', 'self_excluded', 'time_out', 'register_excluded', 'closed'] as const;
export const ZPlayerAccountState = z.enum(PLAYER_ACCOUNT_STATES);
export type TPlayerAccountState = z.infer<typeof ZPlayerAccountState>;

export const ZStaffPlayerMatch = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  accountState: ZPlayerAccountState,
  matchedBy: z.enum(PLAYER_MATCH_KINDS),
  createdAt: z.iso.datetime(),
});
export type TStaffPlayerMatch = z.infer<typeof ZStaffPlayerMatch>;

export const ZStaffPlayerSearch = z.object({ items: z.array(ZStaffPlayerMatch) });
export type TStaffPlayerSearch = z.infer<typeof ZStaffPlayerSearch>;

export const ZStaffPlayerParams = z.object({ playerId: z.uuid({ error: 'playerId must be the id of a player' }) });

/** GET /players/{playerId}: the account, the profile the player filled and their verification documents. */
export const ZStaffPlayer = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** The account currency chosen at sign-up. */
  currency: z.string(),
  createdAt: z.iso.datetime(),
  accountState: ZPlayerAccountState,
  /** What the player is told about the state, when play is closed to them. */
  stateMessage: z.string().nullable(),
  profile: ZProfile,
  /** Newest first; each opens in the KYC viewer. */
  documents: z.array(
    z.object({
      id: z.string(),
      kind: ZKycDocumentKind,
      fileName: z.string(),
      status: ZKycDocumentStatus,
      uploadedAt: z.iso.datetime(),
      reviewedAt: z.iso.datetime().nullable(),
      rejectionReason: z.string().nullable(),
    }),
  ),
});
export type TStaffPlayer = z.infer<typeof ZStaffPlayer>;

export const PLAYER_ACCOUNT_KINDS_SHOWN = ['real', 'bonus', 'freeSpin', 'held'] as const;

/** One half of a ledger transfer on one of the player's accounts; `amount` is signed (a debit is negative). */
export const ZStaffPosting = z.object({
  id: z.string(),
  transferId: z.string(),
  at: z.iso.datetime(),
  /** The transfer's kind: deposit, withdrawal, bet, win, rollback, adjustment, hold, release, … */
  kind: z.string(),
  account: z.enum(PLAYER_ACCOUNT_KINDS_SHOWN),
  amount: z.string(),
});
export type TStaffPosting = z.infer<typeof ZStaffPosting>;

/** A page of postings, newest first; `nextBefore` asks the page after it (null at the oldest). */
export const ZStaffPostingPage = z.object({ items: z.array(ZStaffPosting), nextBefore: z.string().nullable() });
export type TStaffPostingPage = z.infer<typeof ZStaffPostingPage>;

/** GET /players/{playerId}/balances: per currency the ledger's balances and the latest postings. */
export const ZStaffPlayerBalances = z.object({
  currencies: z.array(
    z.object({
      currency: z.string(),
      isDefault: z.boolean(),
      real: z.string(),
      bonus: z.string(),
      freeSpin: z.string(),
      held: z.string(),
      postings: ZStaffPostingPage,
    }),
  ),
});
export type TStaffPlayerBalances = z.infer<typeof ZStaffPlayerBalances>;

export const STAFF_POSTINGS_PAGE = 20;

/** GET /players/{playerId}/postings?currency=&before=: older postings of one currency. */
export const ZStaffPostingsQuery = z.object({
  currency: textField({ error: 'currency must be a currency code' }).regex(/^[A-Z0-9]{2,8}$/, {
    error: 'currency must be a currency code',
  }),
  before: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, { error: 'before must be the id of a posting' })
    .optional(),
});
export type TStaffPostingsQuery = z.infer<typeof ZStaffPostingsQuery>;

/** The most deposits and withdrawals each the payments section lists, newest first. */
export const STAFF_PLAYER_PAYMENTS_LIMIT = 100;

const ZPaymentLine = z.object({
  id: z.string(),
  method: z.string(),
  currency: z.string(),
  amount: z.string(),
  status: z.string(),
  /** The gateway's or chain's reference (a transaction hash and output for a crypto deposit). */
  reference: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

/** GET /players/{playerId}/payments */
export const ZStaffPlayerPayments = z.object({
  deposits: z.array(ZPaymentLine.extend({ note: z.string().nullable(), refundReason: z.string().nullable() })),
  withdrawals: z.array(
    ZPaymentLine.extend({
      address: z.string().nullable(),
      reason: z.string().nullable(),
      decidedAt: z.iso.datetime().nullable(),
      /** As in the withdrawal queue: how the player confirmed it, or until when an unconfirmed one waits for them. */
      confirmedWith: ZWithdrawalConfirmedWith.optional(),
      confirmBy: z.iso.datetime().optional(),
    }),
  ),
  /** The player's own crypto deposit addresses. */
  addresses: z.array(z.object({ currency: z.string(), address: z.string(), destinationTag: z.string().nullable() })),
});
export type TStaffPlayerPayments = z.infer<typeof ZStaffPlayerPayments>;

/** GET /players/{playerId}/rounds?page=&size=: the player's real-money rounds as their history lists them. */
export const ZStaffRoundsQuery = z.object({
  size: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TStaffRoundsQuery = z.infer<typeof ZStaffRoundsQuery>;

export const ZStaffRoundParams = ZStaffPlayerParams.extend({ roundId: z.uuid({ error: 'roundId must be the id of a round' }) });

/** GET /players/{playerId}/safer-gambling */
export const ZStaffPlayerSaferGambling = z.object({
  /** The currency the money limits count in. */
  currency: z.string(),
  limits: z.array(ZStaffLimitView),
  playClosed: ZStaffPlayClosed.nullable(),
  exclusions: z.array(ZStaffExclusionView),
  /** The national register's latest answer about the player, if their market has one and it was asked. */
  register: z
    .object({ register: z.string(), status: z.string(), reference: z.string().nullable(), checkedAt: z.iso.datetime() })
    .nullable(),
  /** Signs of harm, newest first. */
  markers: z.array(z.object({ id: z.string(), kind: z.string(), strength: z.enum(['strong', 'weak']), at: z.iso.datetime() })),
  /** The player's safer-gambling case that is not closed, if any. */
  openCaseId: z.string().nullable(),
});
export type TStaffPlayerSaferGambling = z.infer<typeof ZStaffPlayerSaferGambling>;

export const ZStaffPlayerSession = z.object({
  id: z.string(),
  /** "Chrome on Windows"; "Unknown device" when the browser sent nothing recognisable. */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
});
export type TStaffPlayerSession = z.infer<typeof ZStaffPlayerSession>;

/** GET /players/{playerId}/sessions, and POST …/sessions/{sessionId}/revoke (the sessions left). */
export const ZStaffPlayerSessions = z.object({ items: z.array(ZStaffPlayerSession) });
export type TStaffPlayerSessions = z.infer<typeof ZStaffPlayerSessions>;

export const ZStaffPlayerSessionParams = ZStaffPlayerParams.extend({
  sessionId: z.uuid({ error: 'sessionId must be the id of a session' }),
});

export const PLAYER_NOTE_MAX = 2000;

/** POST /players/{playerId}/notes */
export const ZStaffPlayerNoteRequest = z.object({
  text: textField({ error: 'Write the note.' })
    .trim()
    .min(1, { error: 'Write the note.' })
    .max(PLAYER_NOTE_MAX, { error: `Keep the note to ${PLAYER_NOTE_MAX} characters.` }),
});
export type TStaffPlayerNoteRequest = z.infer<typeof ZStaffPlayerNoteRequest>;

/** GET and POST /players/{playerId}/notes: every note, newest first. */
export const ZStaffPlayerNotes = z.object({
  items: z.array(
    z.object({ id: z.string(), author: z.object({ id: z.string(), email: z.string() }), at: z.iso.datetime(), text: z.string() }),
  ),
});
export type TStaffPlayerNotes = z.infer<typeof ZStaffPlayerNotes>;
