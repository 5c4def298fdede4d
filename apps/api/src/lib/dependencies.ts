/**
 * A dependency one module takes from another, handed over when the app is built (app.ts): a missing one stops
 * the start, so no request ever runs without it.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`The app cannot start without ${what}`);
  return value;
}
