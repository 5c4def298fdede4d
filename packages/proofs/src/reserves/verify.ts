import { secp256k1 } from '@noble/curves/secp256k1.js';
import { addressOfPublicKey } from '../chains';
import type { ReserveAttestation } from './attestation';
import { reserveMessage } from './attestation';

// Checks what can be checked of reserves without the chain: each address is its key's, each key signed this
// snapshot's message, and the balances add up to the total. That each balance is on the chain at that block is read
// on the chain itself (an explorer, a node).

export type ReservesVerdict = { ok: true; total: bigint; addresses: number } | { ok: false; problems: string[] };

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16));

export function verifyReserves(attestation: ReserveAttestation): ReservesVerdict {
  const { snapshotId, currency, blockHeight } = attestation;
  const problems: string[] = [];
  const seen = new Set<string>();
  let total = 0n;
  for (const [i, entry] of attestation.addresses.entries()) {
    const where = `address ${i + 1} (${entry.address})`;
    if (seen.has(entry.address)) problems.push(`${where}: listed twice`);
    seen.add(entry.address);
    let key: Uint8Array;
    try {
      key = secp256k1.Point.fromBytes(fromHex(entry.publicKey)).toBytes(true);
    } catch {
      problems.push(`${where}: its public key is not a point of secp256k1`);
      continue;
    }
    if (addressOfPublicKey(currency, key) !== entry.address) problems.push(`${where}: it is not the address of its public key`);
    const message = new TextEncoder().encode(reserveMessage({ snapshotId, currency, blockHeight, address: entry.address }));
    if (!secp256k1.verify(fromHex(entry.signature), message, key))
      problems.push(`${where}: its signature is not by its key over this snapshot`);
    total += BigInt(entry.balance);
  }
  if (total !== BigInt(attestation.total)) problems.push(`the balances add up to ${total}, not the total ${attestation.total}`);
  return problems.length ? { ok: false, problems } : { ok: true, total, addresses: attestation.addresses.length };
}

/** Reserves ÷ liabilities to `decimals` places, rounded down (so it never reads better than it is); null when nothing is owed. */
export function reserveRatio(reserves: bigint, liabilities: bigint, decimals = 4): string | null {
  if (liabilities <= 0n) return null;
  const scaled = (reserves * 10n ** BigInt(decimals)) / liabilities;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
