import { pbkdf2Sync } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import type { TCryptoCurrency } from './crypto-currencies';

/**
 * SANDBOX ONLY. The secret keys behind the sandbox's addresses (sandbox-keys.ts): the BIP39 test mnemonic's, whose
 * private keys are public knowledge. The sandbox signs its reserves with them, as an operator signs with the wallet
 * holding its seed; nothing else may use them, and no real operator key ever comes near the API.
 */
const TEST_MNEMONIC = `${'abandon '.repeat(11)}about`;

/** The account paths of sandbox-keys.ts; XRP's one account is the first key of its own. */
const ACCOUNT_PATHS: Record<TCryptoCurrency, string> = {
  BTC: "m/84'/0'/0'",
  LTC: "m/84'/2'/0'",
  ETH: "m/44'/60'/0'",
  USDT: "m/44'/60'/0'",
  TRX: "m/44'/195'/0'",
  DOG: "m/44'/3'/0'",
  BCH: "m/44'/145'/0'",
  XRP: "m/44'/144'/0'",
};

let master: HDKey | undefined;

/** The secret key of the sandbox address at receive index `index` (XRP: the operator's account, index 0). */
export function sandboxSecretKey(currency: TCryptoCurrency, index: number): Uint8Array {
  master ??= HDKey.fromMasterSeed(pbkdf2Sync(TEST_MNEMONIC, 'mnemonic', 2048, 64, 'sha512'));
  const key = master.derive(`${ACCOUNT_PATHS[currency]}/0/${currency === 'XRP' ? 0 : index}`).privateKey;
  if (!key) throw new Error(`No sandbox key for ${currency} at ${index}`);
  return key;
}
