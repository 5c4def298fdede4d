import { formatMoney } from '@/lib/money';
import { toDecimal } from '@/lib/money-arithmetic';

const INTEGER = /^-?\d+$/;

/** An amount as roots and proofs write it, integer minor units ("2500" in EUR), for people to read ("€25.00"). */
export function formatMinorUnits(minor: string | bigint, currency: string): string {
  if (typeof minor === 'string' && !INTEGER.test(minor)) return `${minor} ${currency}`;
  return formatMoney(toDecimal(BigInt(minor), currency), currency);
}

/**
 * A snapshot's time in UTC to the second, e.g. "2026-12-01 00:00:00 UTC": the same on the server and in every
 * browser (the page is rendered on both), and two snapshots taken on demand in one minute stay apart.
 */
export function formatSnapshotTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : `${time.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** A ratio as the list writes it ("1.0250"), in per cent to two places ("102.50"): the point moved, nothing rounded. */
export function ratioPercent(ratio: string): string {
  const [whole = '0', fraction = ''] = ratio.split('.');
  const digits = `${whole}${fraction.padEnd(4, '0')}`.replace(/^0+(?=\d{3})/, '');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
