/** What a verified round prints and the vectors store: JSON as it is, no bigints or undefined. */
export type PlainJson = string | number | boolean | null | PlainJson[] | { [key: string]: PlainJson };

/** A whole number of hundredths as a decimal with two places (1250n is "12.50"), exactly. */
export function hundredths(value: bigint | number): string {
  const n = BigInt(value);
  const sign = n < 0n ? '-' : '';
  const abs = n < 0n ? -n : n;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
