// Proof of reserves beside the proof of liabilities (docs/decisions/036-proof-of-reserves.md).
export {
  readReserveAttestation,
  reserveMessage,
  RESERVES_FORMAT_VERSION,
  type ReserveAddress,
  type ReserveAttestation,
} from './attestation';
export { signReserveAddress } from './sign';
export { reserveRatio, verifyReserves, type ReservesVerdict } from './verify';
