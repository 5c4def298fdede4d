import { z } from 'zod';
import { CURRENCY_CODES } from './currencies';

/**
 * Money leaves the API as a decimal string in major units with exactly the currency's decimals
 * ("12.50", "0.000150000000000000"): exact for every currency, including 18-decimal crypto.
 */
export const ZMoney = z.string().regex(/^-?\d+(\.\d+)?$/);

export const ZCurrencyCode = z.enum(CURRENCY_CODES, { error: 'Unsupported currency' });

/** GET /game-aggregator-service/api/v1/currency */
export const ZCurrencyListItem = z.object({ code: ZCurrencyCode, type: z.enum(['FIAT', 'CRYPTO']) });
export const ZCurrencyList = z.array(ZCurrencyListItem);
export type TCurrencyListItem = z.infer<typeof ZCurrencyListItem>;

/** The static currencies file (docs/product.md, Wallet and money). */
export const ZCurrencyInfo = z.object({ code: ZCurrencyCode, symbol: z.string(), subunits_to_unit: z.number(), fiat: z.boolean() });
export const ZCurrenciesFile = z.array(ZCurrencyInfo);

export const ZWinUnlockConfig = z.object({
  depositAmount: ZMoney,
  depositAmountInEur: ZMoney,
  depositCurrency: ZCurrencyCode,
  extraBonusPercent: z.number(),
});
export type TWinUnlockConfig = z.infer<typeof ZWinUnlockConfig>;

/** A fund, or wallet (docs/product.md, Wallet and money). */
export const ZFund = z.object({
  currency: ZCurrencyCode,
  default: z.boolean(),
  totalMoney: ZMoney,
  totalBonus: ZMoney,
  freeSpinWallet: z.object({
    balance: ZMoney,
    /** Free-spin winnings waiting for the deposit of `winUnlockConfig`: part of Locked By Bonus, not of the balance. */
    heldWinnings: ZMoney,
    /** The deposit that releases `heldWinnings`; null while none are held. */
    winUnlockConfig: ZWinUnlockConfig.nullable(),
  }),
});
export type TFund = z.infer<typeof ZFund>;
export const ZFundList = z.array(ZFund);
export type TFundList = z.infer<typeof ZFundList>;

/** POST (add) and PUT (make default) /profile-service/api/v1/profile/currency */
export const ZCurrencyRequest = z.object({ currency: ZCurrencyCode });
export type TCurrencyRequest = z.infer<typeof ZCurrencyRequest>;

/** GET /profile-service/api/v1/rate/limit/{currency}: minimums in major units; eurRate = EUR value of one unit. */
export const ZRateLimitResponse = z.object({ minPromotion: z.number(), minDeposit: z.number(), eurRate: z.number() });
export type TRateLimitResponse = z.infer<typeof ZRateLimitResponse>;

/** GET /profile/withdrawable: real money of the default fund not locked by bonus rules. */
export const ZWithdrawableResponse = z.object({ currency: ZCurrencyCode, withdrawable: ZMoney });
export type TWithdrawableResponse = z.infer<typeof ZWithdrawableResponse>;

export const ZDeposit = z.object({ id: z.string(), amount: ZMoney, currency: ZCurrencyCode, createdAt: z.iso.datetime() });
/** GET /profile/payment/total-deposits: one entry per completed deposit. */
export const ZTotalDepositsResponse = z.object({ deposits: z.array(ZDeposit) });
export type TTotalDepositsResponse = z.infer<typeof ZTotalDepositsResponse>;

export const TRANSACTION_TYPES = ['deposit', 'withdraw'] as const;
export const ZTransactionType = z.enum(TRANSACTION_TYPES, { error: 'Type must be deposit or withdraw' });
/**
 * The days a history filter may name. The formats allow years 0000 to 9999, but PostgreSQL has no
 * year 0 and reads no date JavaScript writes past 9999 (the day after `to` is the query's bound). No
 * money moved here before 1970, and a year past 2999 is a typo.
 */
export const HISTORY_DATE_RANGE = { min: '1970-01-01', max: '2999-12-31' } as const;
/** An ISO date (yyyy-mm-dd, the whole UTC day) or date-time (UTC), within HISTORY_DATE_RANGE. */
const ZHistoryDate = z
  .union([z.iso.date(), z.iso.datetime()], { error: 'Must be a date (yyyy-mm-dd) or a UTC date-time' })
  .refine((value) => value.slice(0, 10) >= HISTORY_DATE_RANGE.min && value.slice(0, 10) <= HISTORY_DATE_RANGE.max, {
    message: `Must be between ${HISTORY_DATE_RANGE.min} and ${HISTORY_DATE_RANGE.max}`,
  });
/** from/to of the history. */
export const ZHistoryQuery = z.object({ from: ZHistoryDate.optional(), to: ZHistoryDate.optional() });
export const ZTransaction = z.object({
  id: z.string(),
  type: ZTransactionType,
  amount: ZMoney,
  currency: ZCurrencyCode,
  /**
   * held: a deposit set aside for an operator (below the minimum, or not what was paid for); its note says why.
   * unconfirmed: a withdrawal waiting for the player to open the link mailed to them.
   */
  status: z.enum(['pending', 'held', 'completed', 'failed', 'rejected', 'cancelled', 'unconfirmed']),
  method: z.string(),
  /** The gateway's or chain's reference of the payment (transaction hash, payment id). */
  reference: z.string().optional(),
  /** Why: an operator's adjustment, a failed or held deposit, a rejected, lapsed or unconfirmed withdrawal. */
  note: z.string().optional(),
  /** A deposit for which the player chose "No bonus": it earned no deposit offer. */
  isBonusDeclined: z.literal(true).optional(),
  /** A pending withdrawal the player may take back (DELETE /profile/withdrawal/{id}); absent where their market forbids it. */
  canCancel: z.literal(true).optional(),
  createdAt: z.iso.datetime(),
});
export type TTransaction = z.infer<typeof ZTransaction>;
/** GET /profile/fiat/{type} and /profile/crypto/{type} */
export const ZTransactionHistory = z.object({ items: z.array(ZTransaction) });
export type TTransactionHistory = z.infer<typeof ZTransactionHistory>;
