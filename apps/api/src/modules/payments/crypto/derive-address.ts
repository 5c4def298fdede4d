import { addressOfPublicKey } from '@casino/proofs/chains';
import type { HDKey } from '@scure/bip32';
import type { TCryptoCurrency } from './crypto-currencies';
import { parseAccountXpub } from './extended-key';

/** XRP has no per-player addresses: one operator account, told apart by destination tag. */
export type TDerivedCurrency = Exclude<TCryptoCurrency, 'XRP'>;

/** BIP32 non-hardened child numbers: hardened ones cannot be derived from a public key. */
export const MAX_ADDRESS_INDEX = 0x7fffffff;
const EXTERNAL_CHAIN = 0;

/**
 * The receive chain (account/0) of each configured key. Parsing and deriving it costs EC point
 * work that would otherwise be repeated for every deposit address; keys are few and long-lived.
 */
const receiveChains = new Map<string, HDKey>();

function receiveChain(accountXpub: string): HDKey {
  let chain = receiveChains.get(accountXpub);
  if (!chain) {
    chain = parseAccountXpub(accountXpub).deriveChild(EXTERNAL_CHAIN);
    receiveChains.set(accountXpub, chain);
  }
  return chain;
}

/**
 * The deposit address at `account/0/index` of an operator's account-level extended public key
 * (BTC m/84'/0'/0', LTC m/84'/2'/0', ETH and USDT m/44'/60'/0', TRX m/44'/195'/0', DOGE m/44'/3'/0',
 * BCH m/44'/145'/0'), as the operator's own wallet shows it for that index. Only public keys are
 * involved: the funds stay spendable only by the wallet holding the seed.
 */
export function deriveDepositAddress(currency: TDerivedCurrency, accountXpub: string, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > MAX_ADDRESS_INDEX) {
    throw new RangeError(`An address index is an integer from 0 to ${MAX_ADDRESS_INDEX}, got ${index}`);
  }
  const child = receiveChain(accountXpub).deriveChild(index);
  if (!child.publicKey) throw new Error('Derived key has no public key');
  return addressOfPublicKey(currency, child.publicKey);
}

/**
 * Player tags start here rather than at 0 or 1: 0 is what a wallet sends when the sender leaves
 * the tag out, and very small numbers are the likeliest typos, so neither may credit a player.
 */
export const XRP_TAG_OFFSET = 100_000;
/** Destination tags are uint32; 0 is excluded by the offset. */
const MAX_XRP_TAG = 0xffffffff;
export const MAX_XRP_TAG_INDEX = MAX_XRP_TAG - XRP_TAG_OFFSET;

/** The destination tag that identifies deposit index `index` on the operator's XRP account. */
export function xrpDestinationTag(index: number): number {
  if (!Number.isInteger(index) || index < 0 || index > MAX_XRP_TAG_INDEX) {
    throw new RangeError(`An XRP tag index is an integer from 0 to ${MAX_XRP_TAG_INDEX}, got ${index}`);
  }
  return index + XRP_TAG_OFFSET;
}

/** The deposit index an incoming payment's destination tag names, or null when no player has it. */
export function indexFromXrpDestinationTag(tag: number): number | null {
  if (!Number.isInteger(tag) || tag < XRP_TAG_OFFSET || tag > MAX_XRP_TAG) return null;
  return tag - XRP_TAG_OFFSET;
}
