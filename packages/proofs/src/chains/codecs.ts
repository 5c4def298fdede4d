import { ripemd160 } from '@noble/hashes/legacy.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58xrp, createBase58check } from '@scure/base';

/** Bitcoin-alphabet base58 with a 4-byte double-SHA-256 checksum (BTC, LTC, DOGE, legacy BCH, TRX). */
export const base58check = createBase58check(sha256);

/** The public-key hash of P2PKH and P2WPKH outputs. */
export function hash160(bytes: Uint8Array): Uint8Array {
  return ripemd160(sha256(bytes));
}

/** An address's version byte(s) and payload, or null when the string or its checksum is wrong. */
export function decodeBase58check(address: string): Uint8Array | null {
  try {
    return base58check.decode(address);
  } catch {
    return null;
  }
}

/** The XRP Ledger uses the same checksum as Bitcoin over a different base58 alphabet. */
export function decodeXrpBase58check(address: string): Uint8Array | null {
  let bytes: Uint8Array;
  try {
    bytes = base58xrp.decode(address);
  } catch {
    return null;
  }
  if (bytes.length < 5) return null;
  const body = bytes.subarray(0, -4);
  const expected = sha256(sha256(body)).subarray(0, 4);
  return expected.every((byte, i) => byte === bytes[bytes.length - 4 + i]) ? body : null;
}

export function encodeXrpBase58check(body: Uint8Array): string {
  return base58xrp.encode(concat(body, sha256(sha256(body)).subarray(0, 4)));
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * EIP-55: a hex letter is upper case when the matching nibble of keccak256(lower-case hex) is 8 or
 * more. `hex40` is the 40 hex digits without 0x, any case.
 */
export function eip55(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = toHex(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    out += parseInt(hash[i] ?? '0', 16) >= 8 ? lower[i]!.toUpperCase() : lower[i];
  }
  return out;
}
