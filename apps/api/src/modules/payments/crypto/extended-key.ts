import { HDKey } from '@scure/bip32';
import { base58check, concat } from '@casino/proofs/chains';

/** BIP32's mainnet xpub version; any public version is rewritten to it before parsing. */
const XPUB_VERSION = Uint8Array.of(0x04, 0x88, 0xb2, 0x1e);
/** version 4, depth 1, parent fingerprint 4, child number 4, chain code 32, key 33. */
const SERIALIZED_LENGTH = 78;
const KEY_OFFSET = 45;
/** m / purpose' / coin_type' / account' */
const ACCOUNT_DEPTH = 3;

export class ExtendedKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtendedKeyError';
  }
}

/**
 * Parses an operator's account-level extended PUBLIC key.
 *
 * The four version bytes only tell which wallet software exported the key and how it meant the
 * addresses to be encoded (xpub, zpub, Ltub, Mtub, dgub...); the key and chain code are the same
 * whatever they say. The address encoding here comes from the currency, not the version, so the
 * version is ignored: it is replaced by xpub's before the key is handed to BIP32.
 *
 * Refused: anything that is not a 78-byte base58check key, an extended PRIVATE key (no private
 * key may reach this host: it is refused even though it would work), and a key that is not at
 * account depth 3 (a master or chain-level key would silently give other addresses than the
 * operator's wallet shows).
 */
export function parseAccountXpub(extendedKey: string): HDKey {
  let raw: Uint8Array;
  try {
    raw = base58check.decode(extendedKey.trim());
  } catch {
    throw new ExtendedKeyError('Not an extended public key (base58check decoding failed)');
  }
  if (raw.length !== SERIALIZED_LENGTH) throw new ExtendedKeyError(`An extended key is ${SERIALIZED_LENGTH} bytes, got ${raw.length}`);
  if (raw[KEY_OFFSET] === 0x00) throw new ExtendedKeyError('This is an extended PRIVATE key; configure the account public key instead');
  if (raw[4] !== ACCOUNT_DEPTH) {
    throw new ExtendedKeyError(`Expected an account-level key (depth ${ACCOUNT_DEPTH}, m/purpose'/coin'/account'), got depth ${raw[4]}`);
  }
  try {
    return HDKey.fromExtendedKey(base58check.encode(concat(XPUB_VERSION, raw.subarray(4))));
  } catch (error) {
    throw new ExtendedKeyError(`Not a valid extended public key: ${(error as Error).message}`);
  }
}
