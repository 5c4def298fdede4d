import { bech32, bech32m } from '@scure/base';

/** A native segwit output: the human-readable part names the network, the program is the key or script hash. */
export type TSegwitAddress = { hrp: string; version: number; program: Uint8Array };

/**
 * Decodes a segwit address by the rules of BIP173 and BIP350: version 0 uses the bech32 checksum and
 * versions 1..16 bech32m (so a v1 address with the old checksum is refused), programs are 2..40
 * bytes and 20 or 32 for version 0, padding bits are zero. Upper or lower case, never mixed. Which
 * versions a chain may pay to is the caller's policy; this only says what the string means.
 */
export function decodeSegwit(address: string): TSegwitAddress | null {
  const asBech32 = bech32.decodeUnsafe(address);
  const asBech32m = asBech32 ? undefined : bech32m.decodeUnsafe(address);
  const decoded = asBech32 || asBech32m;
  if (!decoded || decoded.words.length === 0) return null;
  const [version, ...data] = decoded.words as [number, ...number[]];
  if (version > 16) return null;
  if ((version === 0) !== Boolean(asBech32)) return null;
  const program = bech32.fromWordsUnsafe(data);
  if (!program || program.length < 2 || program.length > 40) return null;
  if (version === 0 && program.length !== 20 && program.length !== 32) return null;
  return { hrp: decoded.prefix, version, program };
}

/** A version 0 address for a 20-byte key hash (P2WPKH) or 32-byte script hash (P2WSH). */
export function encodeSegwitV0(hrp: string, program: Uint8Array): string {
  return bech32.encode(hrp, [0, ...bech32.toWords(program)]);
}
