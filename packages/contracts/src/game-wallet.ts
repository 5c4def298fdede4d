import { z } from 'zod';
import { MINOR_UNITS_LIMIT } from './amount';

// The seamless-wallet API (/wallet-api/v1/...): what game aggregators, and our own studio, send to move
// a player's money for games. Server to server, signed (docs/decisions/009-seamless-wallet-api.md).
// Unlike the player-facing API, amounts are integer minor units as strings ("1250" is 12.50 EUR), and
// every business outcome, bad input included, is HTTP 200 with a status.

const WALLET_API_STATUSES = [
  'OK',
  'UNKNOWN',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INVALID_GAME',
  'WRONG_CURRENCY',
  'NOT_ENOUGH_MONEY',
  'USER_DISABLED',
  'INVALID_SIGNATURE',
  'WRONG_SYNTAX',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_DOES_NOT_EXIST',
  'TRANSACTION_ROLLED_BACK',
  'TRANSACTION_ALREADY_SETTLED',
  'ROUND_CLOSED',
  'LIMIT_REACHED',
  'BET_NOT_ALLOWED',
] as const;
export const ZWalletApiStatus = z.enum(WALLET_API_STATUSES);
export type TWalletApiStatus = z.infer<typeof ZWalletApiStatus>;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, several v1 while a secret rotates. */
export const WALLET_SIGNATURE_HEADER = 'x-wallet-signature';

/** An identifier as the aggregator sends it: printable ASCII without spaces, so it is stored and compared exactly. */
const identifier = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces');

/** A non-negative integer of minor units, without leading zeros (one spelling per amount), below numeric(38,0)'s limit. */
const ZMinorUnits = z
  .string()
  .regex(/^(0|[1-9]\d*)$/, 'must be an integer of minor units as a string, such as "1250"')
  .refine((v) => v.length <= 38 && BigInt(v) < MINOR_UNITS_LIMIT, 'is too large');

const ZCall = z.object({
  request_uuid: identifier(100),
  operator_id: identifier(32),
  player_id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'must be a player id (lower-case UUID)'),
  game_code: identifier(100),
  // Any code is read; one the casino does not hold is WRONG_CURRENCY, not WRONG_SYNTAX.
  currency: z.string().regex(/^[A-Z]{3,5}$/, 'must be a currency code such as EUR'),
});
const token = identifier(200);
const round = { round_id: identifier(100), round_closed: z.boolean().default(false) };
const transaction = { ...round, transaction_uuid: identifier(100) };

export const ZWalletAuthenticateRequest = ZCall.extend({ session_token: token });
export const ZWalletBalanceRequest = ZCall.extend({ session_token: token });
/** `is_free`: a free spin's bet, taken from the player's free spins only (decision 025). */
export const ZWalletBetRequest = ZCall.extend({
  session_token: token,
  ...transaction,
  amount: ZMinorUnits,
  is_free: z.boolean().optional(),
});
/** Wins, rollbacks and end-round may carry the session token; it is never checked (a round ends after its session). */
export const ZWalletWinRequest = ZCall.extend({
  session_token: token.optional(),
  ...transaction,
  reference_transaction_uuid: identifier(100),
  amount: ZMinorUnits,
});
/** A rollback gives back what the referenced bet took, whatever `amount` says. */
export const ZWalletRollbackRequest = ZCall.extend({
  session_token: token.optional(),
  ...transaction,
  reference_transaction_uuid: identifier(100),
  amount: ZMinorUnits.optional(),
});
export const ZWalletEndRoundRequest = ZCall.extend({ session_token: token.optional(), round_id: identifier(100) });

export type TWalletAuthenticateRequest = z.infer<typeof ZWalletAuthenticateRequest>;
export type TWalletBalanceRequest = z.infer<typeof ZWalletBalanceRequest>;
export type TWalletBetRequest = z.infer<typeof ZWalletBetRequest>;
export type TWalletWinRequest = z.infer<typeof ZWalletWinRequest>;
export type TWalletRollbackRequest = z.infer<typeof ZWalletRollbackRequest>;
export type TWalletEndRoundRequest = z.infer<typeof ZWalletEndRoundRequest>;

/**
 * Every answer, HTTP 200 for every business outcome (500 with UNKNOWN only when nothing was committed).
 * `balance`: the player's real money in `currency`, minor units; null when the call names no wallet we
 * hold (bad signature or syntax, unknown player or currency) or its token is INVALID_TOKEN. `transaction_id`: ours, for bet, win and
 * rollback answered OK; a replay returns the same one.
 */
export const ZWalletApiResponse = z.object({
  status: ZWalletApiStatus,
  request_uuid: z.string().nullable(),
  balance: ZMinorUnits.nullable(),
  currency: z.string().nullable(),
  transaction_id: z.string().nullable(),
});
export type TWalletApiResponse = z.infer<typeof ZWalletApiResponse>;
