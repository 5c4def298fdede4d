import { CRYPTO_CURRENCIES, parseAmount } from '@casino/contracts';
import type { Db } from '../../db/client';
import type { TCryptoCurrency } from './crypto/crypto-currencies';
import { findAddressOwner, type Destination } from './crypto-addresses-repo';

// Reading the sandbox chain's and buy-crypto widget's forms: every field checked, a sentence for each problem.

export type FormResult<T> = { ok: true; value: T } | { ok: false; message: string };
const refuse = (message: string) => ({ ok: false, message }) as const;
const accept = <T>(value: T) => ({ ok: true, value }) as const;

/** Several amounts make several outputs of one transaction (to the same address). */
const MAX_OUTPUTS = 5;
const MAX_TAG = 4_294_967_295;
export const BUY_EUR_MIN = 10;
export const BUY_EUR_MAX = 10_000;

/** Our code for a currency a form names; providers' widgets say DOGE for DOG. */
export function readCurrency(text = ''): FormResult<TCryptoCurrency> {
  const code = text.trim().toUpperCase() === 'DOGE' ? 'DOG' : text.trim().toUpperCase();
  return (CRYPTO_CURRENCIES as readonly string[]).includes(code)
    ? accept(code as TCryptoCurrency)
    : refuse(`Choose a crypto currency: ${CRYPTO_CURRENCIES.join(', ')}.`);
}

/** The address and tag paid, which must be a player's deposit address here: the sandbox pays nobody else. */
export type CryptoDestination = Destination & { currency: TCryptoCurrency };

export async function readDestination(db: Db, form: Record<string, string | undefined>): Promise<FormResult<CryptoDestination>> {
  const currency = readCurrency(form.currency);
  if (!currency.ok) return currency;
  const address = (form.address ?? '').trim();
  if (!address) return refuse('Enter the deposit address to pay.');
  if (address.length > 128) return refuse('This address is too long.');
  const tagText = (form.tag ?? '').trim();
  let destinationTag: number | null = null;
  if (currency.value === 'XRP') {
    if (!/^\d{1,10}$/.test(tagText) || Number(tagText) > MAX_TAG) return refuse('Enter the destination tag: XRP deposits need it.');
    destinationTag = Number(tagText);
  } else if (tagText) {
    return refuse('Only XRP payments carry a destination tag.');
  }
  const destination = { currency: currency.value, address, destinationTag };
  if (!(await findAddressOwner(db, destination))) {
    return refuse(`This is not a ${currency.value} deposit address of this casino${destinationTag === null ? '' : ' with that tag'}.`);
  }
  return accept(destination);
}

/** "0.001" or "0.001, 0.002": one output per amount, each above zero in the currency's precision. */
export function readAmounts(currency: TCryptoCurrency, text = ''): FormResult<bigint[]> {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length > MAX_OUTPUTS) return refuse(`Send at most ${MAX_OUTPUTS} outputs in one transaction.`);
  const amounts: bigint[] = [];
  for (const part of parts) {
    const parsed = parseAmount(part, currency);
    if (!parsed.isValid) return refuse(`Enter each amount as a number such as 0.0015: ${parsed.message}.`);
    if (parsed.minor <= 0n) return refuse('Every amount must be greater than zero.');
    amounts.push(parsed.minor);
  }
  return accept(amounts);
}

/** A euro amount for the buy-crypto widget, in cents. */
export function readEurCents(text = ''): FormResult<bigint> {
  const match = /^(\d{1,5})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  const cents = match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : -1n;
  if (cents < BigInt(BUY_EUR_MIN * 100) || cents > BigInt(BUY_EUR_MAX * 100)) {
    return refuse(`Enter an amount from ${BUY_EUR_MIN} to ${BUY_EUR_MAX} EUR, such as 50 or 49.99.`);
  }
  return accept(cents);
}
