import {
  CARD_TIERS,
  CURRENCIES,
  missingProfileDetails,
  PLATINUM_RESTRICTED_COUNTRIES,
  type TCurrencyCode,
  type TDepositStatus,
  type TFiatMethod,
  type TPaymentGateway,
} from '@casino/contracts';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound, unprocessable } from '../../lib/errors';
import { toMajorUnits } from '../../lib/money';
import { getMinimumDeposit } from '../currency';
import { getProfile } from '../profile';
import { assertNotSelfExcluded } from '../responsible-gaming';
import { listPlayerCurrencies } from '../wallet';
import { guardDepositLimits } from './deposit-limits';
import { findPlayerDeposit, insertDeposit, type DepositRow } from './deposits-repo';
import type { DepositHandoff, Gateways } from './gateways';

/** The page a gateway sends the player back to: the wallet, which follows the deposit until it is settled. */
export const depositReturnPath = (depositId: string) => `/profile/my-wallet?deposit=${depositId}`;

export type DepositRequest = {
  playerId: string;
  gateway: TPaymentGateway;
  /** card, qr-wallet, widget-wallet or e-wallet (a redirect without QR): its profile details are checked. */
  method: TFiatMethod | 'e-wallet';
  amount: bigint;
  currency: TCurrencyCode;
  promotionCoupon?: string;
  /** "No bonus" for this deposit (the contract refuses it together with a code). */
  declineBonus: boolean;
  language: string;
  /** The player's country as the request's address places it. */
  country: string;
  publicUrl: string;
};

const PLATINUM_GATEWAY = CARD_TIERS.find((t) => t.tier === 'Platinum')!.gateway;

/** Refuses what no gateway should be asked for: the player, the gateway, the currency, the amount. */
async function checkDeposit(db: Db, gateways: Gateways, request: DepositRequest, now: Date) {
  const { playerId, currency } = request;
  await assertNotSelfExcluded(db, playerId, now);
  const gateway = gateways.get(request.gateway);
  if (!gateway) throw notFound('This payment method is not available.');
  const profile = await getProfile(db, playerId);
  const countries = [request.country, profile.userDetails.country];
  if (
    request.gateway === PLATINUM_GATEWAY &&
    countries.some((c) => (PLATINUM_RESTRICTED_COUNTRIES as readonly string[]).includes(c ?? ''))
  ) {
    throw forbidden('The Platinum card tier is not available to players from the United States.');
  }
  if (!CURRENCIES[currency].fiat) throw badRequest(`${currency} is paid by crypto deposit, not through this method.`, 'currency');
  if (!(await listPlayerCurrencies(db, playerId)).includes(currency)) throw unprocessable(`Add a ${currency} wallet first.`, 'currency');
  const minimum = await getMinimumDeposit(db, currency);
  if (request.amount < minimum) throw badRequest(`The minimum deposit is ${toMajorUnits(minimum, currency)} ${currency}.`, 'amount');
  if (request.method !== 'e-wallet') {
    const missing = missingProfileDetails(profile, request.method);
    if (missing.length) throw unprocessable(`Please complete your profile first: ${missing.join(', ')}.`, 'profile');
  }
  return { gateway, email: profile.email };
}

/**
 * Records the deposit as pending and asks its gateway how the player pays; money moves only on the gateway's notice.
 * The player's deposit limits are checked under their lock in the transaction that records it: the pending deposit
 * holds its room, so deposits started at once, or a limit lowered meanwhile, never together pass a limit.
 */
export async function startDeposit(db: Db, gateways: Gateways, request: DepositRequest, now: Date): Promise<DepositHandoff> {
  const { gateway, email, deposit } = await db.transaction(async (tx) => {
    const checked = await checkDeposit(tx, gateways, request, now);
    await guardDepositLimits(tx, request.playerId, request.amount, request.currency, now);
    const row = await insertDeposit(tx, {
      userId: request.playerId,
      gateway: request.gateway,
      method: request.method,
      currency: request.currency,
      amount: request.amount,
      promotionCoupon: request.promotionCoupon || null,
      declineBonus: request.declineBonus,
      createdAt: now,
    });
    return { ...checked, deposit: row };
  });
  return gateway.startDeposit({
    depositId: deposit.id,
    amount: deposit.amount,
    currency: request.currency,
    language: request.language,
    email,
    returnUrl: `${request.publicUrl}${depositReturnPath(deposit.id)}`,
  });
}

export function toDepositStatus(row: DepositRow): TDepositStatus {
  const currency = row.currency as TCurrencyCode;
  return {
    id: row.id,
    amount: toMajorUnits(row.amount, currency),
    currency,
    status: row.status,
    method: row.method,
    gateway: row.gateway,
    ...(row.status === 'failed' && row.failureReason ? { failureReason: row.failureReason } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getDeposit(db: Db, playerId: string, id: string): Promise<TDepositStatus> {
  const row = await findPlayerDeposit(db, playerId, id);
  if (!row) throw notFound('No such deposit.');
  return toDepositStatus(row);
}
