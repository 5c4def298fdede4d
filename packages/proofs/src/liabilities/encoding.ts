// The byte layout of the liabilities tree (docs/decisions/033-proof-of-liabilities.md). Every hash is SHA-256 over
// a one-byte domain tag and fixed-width fields, so a leaf can never be read as a node or a player's id as either.

export const FORMAT_VERSION = 1;

/** The largest sum any leaf or node may carry: sums are unsigned 64-bit integers. */
export const MAX_SUM = 2n ** 64n - 1n;

const TAG = { leaf: 0x00, node: 0x01, id: 0x02 } as const;

/** `value` as 8 bytes, big-endian; refuses what an unsigned 64-bit integer cannot hold. */
export function u64(value: bigint): Uint8Array {
  if (value < 0n || value > MAX_SUM) throw new RangeError(`${value} is not an unsigned 64-bit sum`);
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value);
  return bytes;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** What is hashed to commit to a player's id: the leaf's secret nonce salts it, so the hash says nothing of whose leaf it is. */
export const idPreimage = (nonce: Uint8Array, playerId: string) => concat(Uint8Array.of(TAG.id), nonce, new TextEncoder().encode(playerId));

/** What is hashed for a leaf: the committed id and the part of the balance it holds. */
export const leafPreimage = (idCommitment: Uint8Array, value: bigint) => concat(Uint8Array.of(TAG.leaf), idCommitment, u64(value));

export const NODE_PREIMAGE_BYTES = 1 + 8 + 32 + 8 + 32;

/**
 * What is hashed for a node: both children's sums and hashes, written into `into` when given (a
 * tree of millions of nodes reuses one buffer). Committing to each child's sum, not only to their
 * total, is what keeps a node from claiming less than its children hold (the flaw of the first sum tree).
 */
export function nodePreimage(
  left: { hash: Uint8Array; sum: bigint },
  right: { hash: Uint8Array; sum: bigint },
  into = new Uint8Array(NODE_PREIMAGE_BYTES),
): Uint8Array {
  const view = new DataView(into.buffer, into.byteOffset, NODE_PREIMAGE_BYTES);
  if (left.sum < 0n || left.sum > MAX_SUM || right.sum < 0n || right.sum > MAX_SUM)
    throw new RangeError('a sum is not an unsigned 64-bit integer');
  into[0] = TAG.node;
  view.setBigUint64(1, left.sum);
  into.set(left.hash, 9);
  view.setBigUint64(41, right.sum);
  into.set(right.hash, 49);
  return into;
}

const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += HEX[b];
  return out;
}

export function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
