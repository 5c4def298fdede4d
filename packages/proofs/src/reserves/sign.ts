import { secp256k1 } from '@noble/curves/secp256k1.js';
import { addressOfPublicKey, toHex, type KeyCurrency } from '../chains';
import { reserveMessage, type ReserveAddress } from './attestation';

/** One address's entry, signed with its secret key: for the operator's signing tool and the sandbox's keys. */
export function signReserveAddress(
  secretKey: Uint8Array,
  at: { snapshotId: string; currency: KeyCurrency; blockHeight: number },
  balance: bigint,
): ReserveAddress {
  const publicKey = secp256k1.getPublicKey(secretKey, true);
  const address = addressOfPublicKey(at.currency, publicKey);
  const message = new TextEncoder().encode(reserveMessage({ ...at, address }));
  return { address, publicKey: toHex(publicKey), balance: balance.toString(), signature: toHex(secp256k1.sign(message, secretKey)) };
}
