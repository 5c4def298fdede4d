import { createHash } from 'node:crypto';
import type { Sha256 } from '@casino/games';

/** Node's SHA-256 for the server's chain walks: thousands of hashes per round, without WebCrypto's per-call overhead. */
export const nodeSha256: Sha256 = async (bytes) => new Uint8Array(createHash('sha256').update(bytes).digest());
