// EUR amounts: the API's decimal strings in and out, integer cents in the model.

/** "12.50" (or "12.5", "12") as 1250n; throws on anything else. */
export function cents(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new Error(`not an EUR amount: ${amount}`);
  const value = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -value : value;
}

/** 1250n as "12.50". */
export function major(amount: bigint): string {
  const sign = amount < 0n ? '-' : '';
  const abs = amount < 0n ? -amount : amount;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
