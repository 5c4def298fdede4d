import { z } from 'zod';
import { ZAmount, refineAmount } from './money';
import { ZPasskeyAssertion } from './passkeys';
import { textField } from './text';
import { ZSecondFactorCode } from './two-factor';
import { ZCurrencyCode } from './wallet';

// Money in and out (docs/product.md, Deposits and withdrawals).

/** The eight card-type gateways behind POST /profile/{gateway}/deposit. */
export const CARD_GATEWAYS = ['vegapay', 'orionpay', 'lyrapay', 'siriuspay', 'rigelpay', 'altairpay', 'denebpay', 'corvuspay'] as const;
export type TCardGateway = (typeof CARD_GATEWAYS)[number];
export const ZCardGateway = z.enum(CARD_GATEWAYS, { error: 'Unknown payment gateway' });

/** The card tiers of the deposit dialog and the gateway that backs each (docs/product.md, Deposits and withdrawals). */
export const CARD_TIERS = [
  { tier: 'Diamond', gateway: 'vegapay' },
  { tier: 'Platinum', gateway: 'orionpay' },
  { tier: 'Gem', gateway: 'lyrapay' },
] as const satisfies readonly { tier: string; gateway: TCardGateway }[];
/** The Platinum tier's gateway refuses players from these countries (docs/product.md, Who may do what). */
export const PLATINUM_RESTRICTED_COUNTRIES = ['US'] as const;

/** Every gateway code GET /profile/payment/gateways may list. */
export const PAYMENT_GATEWAYS = [...CARD_GATEWAYS, 'skrill', 'mifinity', 'jeton'] as const;
export type TPaymentGateway = (typeof PAYMENT_GATEWAYS)[number];
export const ZPaymentGateway = z.enum(PAYMENT_GATEWAYS, { error: 'Unknown payment gateway' });
/** GET /profile/payment/gateways: the codes of the gateways that take payments now. */
export const ZPaymentGatewayList = z.array(ZPaymentGateway);

export const PROMOTION_COUPON_MAX_LENGTH = 32;
/** Bonus codes are numeric (docs/product.md, Validation); empty means none. */
export const ZPromotionCoupon = z
  .string()
  .max(PROMOTION_COUPON_MAX_LENGTH, `Bonus code must have at most ${PROMOTION_COUPON_MAX_LENGTH} digits`)
  .regex(/^\d*$/, 'Bonus code must contain digits only')
  .optional();

/** The player's per-deposit choice of "No bonus": the deposit earns no welcome tier, free spins or coupon. */
export const ZDeclineBonus = z.boolean({ error: 'declineBonus must be true or false' }).default(false);
/**
 * The player's explicit choice of the welcome offer their deposit earns. A bonus is only ever taken by choice:
 * a deposit that carries neither this nor a bonus code earns none.
 */
export const ZAcceptBonus = z.boolean({ error: 'acceptBonus must be true or false' }).default(false);
export const DECLINE_BONUS_WITH_COUPON_MESSAGE = 'Choose either a bonus code or no bonus for this deposit, not both';
export const DECLINE_AND_ACCEPT_BONUS_MESSAGE = 'Choose either the bonus or no bonus for this deposit, not both';

type BonusChoice = { declineBonus: boolean; acceptBonus: boolean; promotionCoupon?: string | undefined };

/** A deposit either declines every bonus or may carry a bonus code or take the offer: asking for both is a contradiction, refused. */
export function refineBonusChoice(value: BonusChoice, ctx: z.RefinementCtx) {
  if (value.declineBonus && value.promotionCoupon) {
    ctx.addIssue({ code: 'custom', path: ['declineBonus'], message: DECLINE_BONUS_WITH_COUPON_MESSAGE, input: value.declineBonus });
  } else if (value.declineBonus && value.acceptBonus) {
    ctx.addIssue({ code: 'custom', path: ['acceptBonus'], message: DECLINE_AND_ACCEPT_BONUS_MESSAGE, input: value.acceptBonus });
  }
}

/** Whether a deposit goes without any bonus: declined, or simply not chosen (neither the offer nor a code). */
export const goesWithoutBonus = (value: BonusChoice): boolean => value.declineBonus || !(value.acceptBonus || value.promotionCoupon);

export const ZPaymentLanguage = z
  .string()
  .regex(/^[a-z]{2}$/, 'Language must be a two-letter code such as en')
  .default('en');

/** POST /profile/{gateway}/deposit (card-type gateways). */
export const ZCardDepositRequest = z
  .object({
    amount: ZAmount,
    currency: ZCurrencyCode,
    promotionCoupon: ZPromotionCoupon,
    declineBonus: ZDeclineBonus,
    acceptBonus: ZAcceptBonus,
  })
  .superRefine(refineAmount())
  .superRefine(refineBonusChoice);
export type TCardDepositRequest = z.infer<typeof ZCardDepositRequest>;
export const ZRedirectResponse = z.object({ redirectUrl: z.string() });
export type TRedirectResponse = z.infer<typeof ZRedirectResponse>;

/** POST /profile/skrill/deposit. */
export const ZSkrillDepositRequest = z
  .object({
    language: ZPaymentLanguage,
    amount: ZAmount,
    currency: ZCurrencyCode,
    paymentMethods: textField().max(100).optional(),
    promotionCoupon: ZPromotionCoupon,
    declineBonus: ZDeclineBonus,
    acceptBonus: ZAcceptBonus,
  })
  .superRefine(refineAmount())
  .superRefine(refineBonusChoice);
/**
 * The player's second factor, required with every withdrawal when they have one (docs/decisions/035): a code from
 * the app (or a recovery code), or a passkey's signature over POST /profile/withdrawal-passkey-options' challenge.
 * Without one the request waits for the link mailed to them.
 */
const ZWithdrawalCode = ZSecondFactorCode.optional();
const ZWithdrawalPasskey = ZPasskeyAssertion.optional();
export const BOTH_FACTORS_MESSAGE = 'Confirm with either the code from your app or a passkey, not both';
function refineOneFactor(value: { code?: string; passkey?: unknown }, ctx: z.RefinementCtx) {
  if (value.code !== undefined && value.passkey !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['code'], message: BOTH_FACTORS_MESSAGE, input: value.code });
  }
}
/** Sent once the player confirmed that withdrawing forfeits their active bonus; without it such a request is a 409 warning. */
const ZForfeitBonus = z.boolean({ error: 'forfeitBonus must be true or false' }).optional();

/** POST /profile/skrill/withdraw and the money part of every withdrawal. */
export const ZFiatWithdrawRequest = z
  .object({
    amount: ZAmount,
    currency: ZCurrencyCode,
    forfeitBonus: ZForfeitBonus,
    /** The Skrill account to pay, named by its e-mail; without it, the account of the player's own e-mail. */
    email: z.email('Enter the e-mail address of your Skrill account').max(254).optional(),
    code: ZWithdrawalCode,
    passkey: ZWithdrawalPasskey,
  })
  .superRefine(refineAmount())
  .superRefine(refineOneFactor);

/** POST /profile/mifinity/deposit → the embedded widget's token. */
export const ZMifinityDepositRequest = z
  .object({
    language: ZPaymentLanguage,
    amount: ZAmount,
    currency: ZCurrencyCode,
    promotionCoupon: ZPromotionCoupon,
    declineBonus: ZDeclineBonus,
    acceptBonus: ZAcceptBonus,
  })
  .superRefine(refineAmount())
  .superRefine(refineBonusChoice);
export const ZMifinityDepositResponse = z.object({ initializationToken: z.string() });

export const JETON_TYPES = ['checkout', 'wallet'] as const;
export const ZJetonType = z.enum(JETON_TYPES, { error: 'Type must be checkout or wallet' });
/** POST /profile/jeton/{type}/deposit; Checkout answers with a QR code too. */
export const ZJetonDepositRequest = z
  .object({
    email: z.email('Invalid email format').max(254).optional(),
    amount: ZAmount,
    currency: ZCurrencyCode,
    promotionCoupon: ZPromotionCoupon,
    declineBonus: ZDeclineBonus,
    acceptBonus: ZAcceptBonus,
    language: ZPaymentLanguage,
  })
  .superRefine(refineAmount())
  .superRefine(refineBonusChoice);
export const ZJetonDepositResponse = z.object({ redirectUrl: z.string(), qr: z.string().optional() });
/** POST /profile/jeton/cash/deposit (a voucher paid in cash at a shop). */
export const ZJetonCashDepositRequest = z
  .object({
    amount: ZAmount,
    currency: ZCurrencyCode,
    promotionCoupon: ZPromotionCoupon,
    declineBonus: ZDeclineBonus,
    acceptBonus: ZAcceptBonus,
  })
  .superRefine(refineAmount())
  .superRefine(refineBonusChoice);

/** POST /profile/crypto/deposit: the code or the "No bonus" choice is kept for the next deposit to the address. */
export const ZCryptoDepositRequest = z
  .object({ currency: ZCurrencyCode, promotionCoupon: ZPromotionCoupon, declineBonus: ZDeclineBonus, acceptBonus: ZAcceptBonus })
  .superRefine(refineBonusChoice);
/** The buy-crypto providers of the crypto step (docs/product.md, Deposits and withdrawals): fee, usual time and the amount above which they verify identity. */
export const BUY_CRYPTO_PROVIDERS = [
  { id: 'banxa', name: 'Banxa', feePercent: 5, minutes: 15, verificationAboveEur: 200 },
  { id: 'mercuryo', name: 'Mercuryo', feePercent: 4.5, minutes: 20, verificationAboveEur: 100 },
] as const;
export const ZBuyCryptoProvider = z.enum(['banxa', 'mercuryo']);
/** Providers know Dogecoin as DOGE; this platform's code is DOG. */
export const buyCryptoCurrencyCode = (currency: string) => (currency === 'DOG' ? 'DOGE' : currency);

/**
 * The player's own deposit address; XRP adds the destination tag that names the player.
 * banxaCheckoutIframe is the first provider's widget for this address; buyCryptoWidgets lists every provider's.
 */
export const ZCryptoDepositResponse = z.object({
  address: z.string(),
  destinationTag: z.number().int().optional(),
  banxaCheckoutIframe: z.string(),
  buyCryptoWidgets: z.array(z.object({ provider: ZBuyCryptoProvider, url: z.string() })),
});
export type TCryptoDepositResponse = z.infer<typeof ZCryptoDepositResponse>;

export const CRYPTO_ADDRESS_MAX_LENGTH = 128;
/** A crypto address as typed; the server checks it for its chain. */
export const ZCryptoAddress = textField({ error: 'Address is required' })
  .trim()
  .min(1, 'Address is required')
  .max(CRYPTO_ADDRESS_MAX_LENGTH, `Address must have at most ${CRYPTO_ADDRESS_MAX_LENGTH} characters`);
/** XRP's destination tag: an unsigned 32-bit number naming the account behind a shared address. */
export const ZDestinationTag = z.number({ error: 'The destination tag is a whole number' }).int().min(0).max(4_294_967_295);
/** POST /profile/crypto/withdraw. */
export const ZCryptoWithdrawRequest = z
  .object({
    amount: ZAmount,
    currency: ZCurrencyCode,
    address: ZCryptoAddress,
    destinationTag: ZDestinationTag.optional(),
    forfeitBonus: ZForfeitBonus,
    code: ZWithdrawalCode,
    passkey: ZWithdrawalPasskey,
  })
  .superRefine(refineAmount())
  .superRefine(refineOneFactor);
export type TCryptoWithdrawRequest = z.infer<typeof ZCryptoWithdrawRequest>;

/** unconfirmed: the money is set aside until the player opens the link mailed to them; pending: the operator decides. */
export const WITHDRAWAL_STATUSES = ['unconfirmed', 'pending', 'completed', 'rejected', 'cancelled'] as const;
export const ZWithdrawal = z.object({
  id: z.string(),
  amount: z.string(),
  currency: ZCurrencyCode,
  status: z.enum(WITHDRAWAL_STATUSES),
  method: z.string(),
  address: z.string().optional(),
  /** The payout's transaction hash or e-wallet reference, once paid. */
  reference: z.string().optional(),
  /** Why it was rejected. */
  reason: z.string().optional(),
  createdAt: z.iso.datetime(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

/** held: the gateway's notice disagreed with the payment (amount, currency); an operator reviews it, nothing is credited. */
export const DEPOSIT_STATUSES = ['pending', 'completed', 'failed', 'held'] as const;
/** GET /profile/payment/deposit/{id}: where a deposit stands, for the page the gateway sends the player back to. */
export const ZDepositStatus = z.object({
  id: z.string(),
  amount: z.string(),
  currency: ZCurrencyCode,
  status: z.enum(DEPOSIT_STATUSES),
  method: z.string(),
  /** The gateway it was paid through (a card tier's gateway, jeton, crypto…), so a failed tier can be marked. */
  gateway: z.string(),
  /** Why a failed deposit failed, in words for the player ("Card declined"). */
  failureReason: z.string().optional(),
  createdAt: z.iso.datetime(),
});
export type TDepositStatus = z.infer<typeof ZDepositStatus>;
