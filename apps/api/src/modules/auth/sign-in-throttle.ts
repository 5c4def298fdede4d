import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { bumpSignInFailure, clearSignInFailures, deleteStaleSignInFailures, findLockedUntil, lockSignInKey } from './repo';

// Failed sign-ins are counted per account and per IP. Past the threshold the key is locked for a
// window that doubles with every further failure, capped low enough that someone guessing at a
// player's e-mail cannot keep the real player out for long.
const FAILURE_WINDOW_MS = 15 * 60_000;
const ACCOUNT_MAX_FAILURES = 5;
const IP_MAX_FAILURES = 20;
const FIRST_LOCK_MS = 60_000;
const MAX_LOCK_MS = 15 * 60_000;

const LOCKED_MESSAGE = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';

export class SignInLockedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, LOCKED_MESSAGE);
  }
}

type SignInKeys = { account: string; ip: string };

export const signInKeys = (email: string, ip: string): SignInKeys => ({
  account: `email:${email.toLowerCase()}`,
  ip: `ip:${ip}`,
});

/** 1 minute at the threshold, then 2, 4, 8, capped at 15. */
export const lockDurationMs = (failures: number, max: number) => Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.max(0, failures - max));

export async function assertSignInAllowed(db: Db, keys: SignInKeys, now: Date): Promise<void> {
  const lockedUntil = await findLockedUntil(db, [keys.account, keys.ip], now);
  if (lockedUntil) throw new SignInLockedError(Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
}

export async function recordSignInFailure(db: Db, keys: SignInKeys, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  for (const [key, max] of [
    [keys.account, ACCOUNT_MAX_FAILURES],
    [keys.ip, IP_MAX_FAILURES],
  ] as const) {
    const failures = await bumpSignInFailure(db, key, now, windowStart);
    if (failures >= max) await lockSignInKey(db, key, new Date(now.getTime() + lockDurationMs(failures, max)));
  }
  if (Math.random() < 0.02) await deleteStaleSignInFailures(db, windowStart, now);
}

/** A successful sign-in forgives the account's failures (the IP's count keeps running). */
export const clearAccountFailures = (db: Db, keys: SignInKeys) => clearSignInFailures(db, keys.account);
