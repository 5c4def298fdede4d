/**
 * Bitcoin Cash's CashAddr format (spec "Address format for Bitcoin Cash", version 1.0): a prefix,
 * ':', then base32 of a version byte and a hash, closed by a 40-bit BCH-code checksum that also
 * covers the prefix, so a BCH address cannot be read on another network by mistake.
 */

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATORS = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];
/** Hash sizes by the low 3 bits of the version byte, in bytes. */
const HASH_SIZES = [20, 24, 28, 32, 40, 48, 56, 64];
export const BCH_PREFIX = 'bitcoincash';

export type TCashAddrType = 'p2pkh' | 'p2sh';
export type TCashAddr = { prefix: string; type: TCashAddrType; hash: Uint8Array };

function polymod(values: number[]): bigint {
  let c = 1n;
  for (const d of values) {
    const c0 = c >> 35n;
    c = ((c & 0x07ffffffffn) << 5n) ^ BigInt(d);
    GENERATORS.forEach((g, i) => {
      if ((c0 >> BigInt(i)) & 1n) c ^= g;
    });
  }
  return c ^ 1n;
}

/** The checksum covers the low 5 bits of each prefix character and a zero separator. */
function prefixValues(prefix: string): number[] {
  return [...[...prefix].map((ch) => ch.charCodeAt(0) & 0x1f), 0];
}

function regroup(values: ArrayLike<number>, from: number, to: number, pad: boolean): number[] | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const max = (1 << to) - 1;
  for (const value of Array.from(values)) {
    acc = ((acc << from) | value) & 0xffffff;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & max);
    }
  }
  if (pad && bits > 0) out.push((acc << (to - bits)) & max);
  if (!pad && (bits >= from || ((acc << (to - bits)) & max) !== 0)) return null;
  return out;
}

export function encodeCashAddr(type: TCashAddrType, hash: Uint8Array, prefix = BCH_PREFIX): string {
  const sizeBits = HASH_SIZES.indexOf(hash.length);
  if (sizeBits < 0) throw new Error(`A CashAddr hash is 20 to 64 bytes, got ${hash.length}`);
  const version = ((type === 'p2sh' ? 1 : 0) << 3) | sizeBits;
  const payload = regroup([version, ...hash], 8, 5, true)!;
  const mod = polymod([...prefixValues(prefix), ...payload, 0, 0, 0, 0, 0, 0, 0, 0]);
  const checksum = Array.from({ length: 8 }, (_, i) => Number((mod >> BigInt(5 * (7 - i))) & 0x1fn));
  return `${prefix}:${[...payload, ...checksum].map((v) => CHARSET[v]).join('')}`;
}

/**
 * Decodes a CashAddr. Without a prefix in the string, `defaultPrefix` is assumed (wallets often
 * show the address without it). Upper or lower case, never mixed. Null when anything is wrong.
 */
export function decodeCashAddr(address: string, defaultPrefix = BCH_PREFIX): TCashAddr | null {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return null;
  const lower = address.toLowerCase();
  const colon = lower.lastIndexOf(':');
  const prefix = colon < 0 ? defaultPrefix : lower.slice(0, colon);
  const body = colon < 0 ? lower : lower.slice(colon + 1);
  if (!prefix || body.length < 9) return null;
  const values = [...body].map((ch) => CHARSET.indexOf(ch));
  if (values.some((v) => v < 0)) return null;
  if (polymod([...prefixValues(prefix), ...values]) !== 0n) return null;
  const bytes = regroup(values.slice(0, -8), 5, 8, false);
  if (!bytes || bytes.length < 1) return null;
  const [version, ...hash] = bytes as [number, ...number[]];
  // The high bit is reserved; types other than 0 (P2PKH) and 1 (P2SH) are not payable addresses.
  const typeBits = (version >> 3) & 0x0f;
  if (version & 0x80 || typeBits > 1 || hash.length !== HASH_SIZES[version & 0x07]) return null;
  return { prefix, type: typeBits === 1 ? 'p2sh' : 'p2pkh', hash: Uint8Array.from(hash) };
}
