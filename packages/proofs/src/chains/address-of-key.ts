import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { encodeCashAddr } from './cashaddr';
import { base58check, concat, eip55, encodeXrpBase58check, hash160, toHex } from './codecs';
import { encodeSegwitV0 } from './segwit';

/** The chains whose addresses a secp256k1 key gives, by the casino's currency codes. */
export const KEY_CURRENCIES = ['BTC', 'LTC', 'DOG', 'BCH', 'ETH', 'USDT', 'TRX', 'XRP'] as const;
export type KeyCurrency = (typeof KEY_CURRENCIES)[number];

/** Ethereum-style account: the last 20 bytes of keccak256 of the uncompressed key without its 0x04 tag. */
function keccakAccount(compressed: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(compressed).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

const ENCODERS: Record<KeyCurrency, (publicKey: Uint8Array) => string> = {
  // BIP84 native segwit P2WPKH.
  BTC: (key) => encodeSegwitV0('bc', hash160(key)),
  LTC: (key) => encodeSegwitV0('ltc', hash160(key)),
  // BIP44 pay-to-public-key-hash; Dogecoin's P2PKH version byte 0x1e gives the leading D.
  DOG: (key) => base58check.encode(concat(Uint8Array.of(0x1e), hash160(key))),
  BCH: (key) => encodeCashAddr('p2pkh', hash160(key)),
  // ERC-20 USDT is held at an ordinary Ethereum address.
  ETH: (key) => eip55(toHex(keccakAccount(key))),
  USDT: (key) => eip55(toHex(keccakAccount(key))),
  // Tron: Ethereum's account bytes behind version byte 0x41 (the leading T), in base58check.
  TRX: (key) => base58check.encode(concat(Uint8Array.of(0x41), keccakAccount(key))),
  // An XRP Ledger account: type byte 0x00 and the key's hash160, in the ledger's base58 alphabet.
  XRP: (key) => encodeXrpBase58check(concat(Uint8Array.of(0x00), hash160(key))),
};

/** The address a compressed secp256k1 public key has on `currency`'s chain, as its wallets write it. */
export function addressOfPublicKey(currency: KeyCurrency, compressedKey: Uint8Array): string {
  return ENCODERS[currency](compressedKey);
}
