import type { TReserveSummary } from '@casino/contracts';
import { readReserveAttestation, verifyReserves } from '@casino/proofs/reserves';
import { t } from '@/lib/i18n';

// Loaded when a visitor asks for the check: the curve's code stays out of the page's first load.

export type ReservesCheck = { status: 'verified'; total: bigint; addresses: number } | { status: 'refused'; problems: string[] };

/** The attestation as served, verified, and held to what the list publishes for it (its block and its total). */
export function checkReserves(raw: unknown, listed: TReserveSummary): ReservesCheck {
  const read = readReserveAttestation(raw);
  if (!read.value) return { status: 'refused', problems: read.problems };
  const { value } = read;
  if (value.currency !== listed.currency || value.blockHeight !== listed.blockHeight || value.total !== listed.total) {
    return { status: 'refused', problems: [t('liabilities.reserves.notListed')] };
  }
  const verdict = verifyReserves(value);
  return verdict.ok
    ? { status: 'verified', total: verdict.total, addresses: verdict.addresses }
    : { status: 'refused', problems: verdict.problems };
}
