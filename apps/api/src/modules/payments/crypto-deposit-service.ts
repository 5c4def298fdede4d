import {
  BUY_CRYPTO_PROVIDERS,
  buyCryptoCurrencyCode,
  CURRENCIES,
  type TCryptoDepositResponse,
  type TCurrencyCode,
} from '@casino/contracts';
import type { Db } from '../../db/client';
import { badRequest, notFound, unprocessable } from '../../lib/errors';
import { assertNotSelfExcluded } from '../responsible-gaming';
import { listPlayerCurrencies } from '../wallet';
import type { TCryptoCurrency } from './crypto/crypto-currencies';
import type { CryptoWallets, DepositAddress } from './crypto/crypto-wallets';
import { MAX_ADDRESS_INDEX, MAX_XRP_TAG_INDEX } from './crypto/derive-address';
import { findPlayerAddress, insertAddress, nextAddressIndex, setAddressPromotionChoice } from './crypto-addresses-repo';

export type CryptoDepositRequest = {
  playerId: string;
  currency: TCurrencyCode;
  promotionCoupon?: string;
  /** "No bonus" for the next deposit to the address. */
  declineBonus: boolean;
  publicUrl: string;
};

/** The sandbox buy-crypto widget of `provider`, paying `destination` (the page checks it is a deposit address of ours). */
export function buyCryptoWidgetUrl(publicUrl: string, provider: string, currency: string, destination: DepositAddress): string {
  const query = new URLSearchParams({ address: destination.address, currency: buyCryptoCurrencyCode(currency) });
  if (destination.destinationTag !== null) query.set('tag', String(destination.destinationTag));
  return `${publicUrl}/payments/sandbox/buy-crypto/${provider}?${query}`;
}

/** The player's address for `currency`: the stored one, else the next derivation index's, stored once. */
async function playerAddress(db: Db, wallets: CryptoWallets, playerId: string, currency: TCryptoCurrency, now: Date) {
  const existing = await findPlayerAddress(db, playerId, currency);
  if (existing) return existing;
  const index = await nextAddressIndex(db);
  // Far beyond any real count of players; refused rather than wrapping onto someone else's address.
  if (index > Math.min(MAX_ADDRESS_INDEX, MAX_XRP_TAG_INDEX)) throw new Error('Crypto deposit address indexes are exhausted');
  const { address, destinationTag } = wallets.addressAt(currency, index);
  await insertAddress(db, {
    userId: playerId,
    currency,
    address,
    destinationTag,
    derivationIndex: index,
    promotionCoupon: null,
    // No bonus until the player chooses one.
    declineBonus: true,
    createdAt: now,
  });
  // A concurrent first request may have stored its own index first: everyone answers with the stored row.
  return (await findPlayerAddress(db, playerId, currency))!;
}

/**
 * POST /profile/crypto/deposit: the player's own deposit address for a crypto currency they hold, the same
 * on every call, and the buy-crypto widgets paying it. Nothing is recorded as a deposit until a transfer to
 * it is seen on the chain; the bonus code or "No bonus" given now is kept for that next deposit.
 */
export async function getCryptoDepositAddress(
  db: Db,
  wallets: CryptoWallets | null,
  request: CryptoDepositRequest,
  now: Date,
): Promise<TCryptoDepositResponse> {
  const { playerId, currency } = request;
  await assertNotSelfExcluded(db, playerId, now);
  if (CURRENCIES[currency].fiat) throw badRequest(`${currency} is not a crypto currency: deposit it through a payment method.`, 'currency');
  const crypto = currency as TCryptoCurrency;
  if (!wallets?.accepts(crypto)) throw notFound('This payment method is not available.');
  if (!(await listPlayerCurrencies(db, playerId)).includes(currency)) throw unprocessable(`Add a ${currency} wallet first.`, 'currency');
  const row = await playerAddress(db, wallets, playerId, crypto, now);
  const choice = { promotionCoupon: request.promotionCoupon || null, declineBonus: request.declineBonus };
  if (row.promotionCoupon !== choice.promotionCoupon || row.declineBonus !== choice.declineBonus) {
    await setAddressPromotionChoice(db, playerId, currency, choice);
  }
  const destination = { address: row.address, destinationTag: row.destinationTag };
  const widgets = BUY_CRYPTO_PROVIDERS.map((p) => ({
    provider: p.id,
    url: buyCryptoWidgetUrl(request.publicUrl, p.id, currency, destination),
  }));
  return {
    address: row.address,
    ...(row.destinationTag !== null ? { destinationTag: row.destinationTag } : {}),
    banxaCheckoutIframe: widgets.find((w) => w.provider === 'banxa')!.url,
    buyCryptoWidgets: widgets,
  };
}
