import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { bumpSignInFailure, clearSignInFailures, deleteStaleSignInFailures, findLockedUntil, lockSignInKey } from './repo';

// Brute-force protection that cannot be turned against the player (docs/decisions/005): failed
// sign-ins are counted per key, and past a key's threshold it is locked for a window that doubles with
// every further failure, capped at 15 minutes. A browser holding a valid device cookie for the account
// is counted on its own key and is not held by the account's or the address's lock, so a stranger
// guessing at the account, from however many addresses, cannot keep its owner out. Every other
// attempt is counted per account and per address.
const FAILURE_WINDOW_MS = 15 * 60_000;
const DEVICE_MAX_FAILURES = 5;
const ACCOUNT_MAX_FAILURES = 5;
const IP_MAX_FAILURES = 20;
const FIRST_LOCK_MS = 60_000;
const MAX_LOCK_MS = 15 * 60_000;

// One text for every sign-in lock: which key is locked is nobody's business.
const LOCKED_MESSAGE =
  'Too many failed sign-in attempts. Please wait a few minutes, sign in on a device you have used before, or reset your password.';

export const CODE_LOCKED_MESSAGE = 'Too many wrong codes. Please wait a few minutes and try again with the current code from your app.';
export const PASSWORD_LOCKED_MESSAGE = 'Too many wrong passwords. Please wait a few minutes and try again.';

export class SignInLockedError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message = LOCKED_MESSAGE,
  ) {
    super(429, message);
  }
}

type ThrottleKey = { key: string; maxFailures: number };

/** The keys an attempt is counted on: the known device alone, or the account and the address. */
export function signInKeys(attempt: { email: string; ip: string; deviceId: string | null }): ThrottleKey[] {
  if (attempt.deviceId) return [{ key: `device:${attempt.deviceId}`, maxFailures: DEVICE_MAX_FAILURES }];
  return [
    { key: `email:${attempt.email.toLowerCase()}`, maxFailures: ACCOUNT_MAX_FAILURES },
    { key: `ip:${attempt.ip}`, maxFailures: IP_MAX_FAILURES },
  ];
}

/** The key of the codes a signed-in player gives (with a withdrawal): counted per account, as a password is. */
export const secondFactorKeys = (userId: string): ThrottleKey[] => [{ key: `code:${userId}`, maxFailures: ACCOUNT_MAX_FAILURES }];

/**
 * The key of the password a signed-in player gives to change their second factor: counted per account, so a taken
 * session cannot guess the password through this door either.
 */
export const passwordCheckKeys = (userId: string): ThrottleKey[] => [{ key: `password:${userId}`, maxFailures: ACCOUNT_MAX_FAILURES }];

/** 1 minute at the threshold, then 2, 4, 8, capped at 15. */
export const lockDurationMs = (failures: number, max: number) => Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.max(0, failures - max));

export async function assertSignInAllowed(db: Db, keys: ThrottleKey[], now: Date, message?: string): Promise<void> {
  const lockedUntil = await findLockedUntil(
    db,
    keys.map((k) => k.key),
    now,
  );
  if (lockedUntil) throw new SignInLockedError(Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000), message);
}

export async function recordSignInFailure(db: Db, keys: ThrottleKey[], now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  for (const { key, maxFailures } of keys) {
    const failures = await bumpSignInFailure(db, key, now, windowStart);
    if (failures >= maxFailures) await lockSignInKey(db, key, new Date(now.getTime() + lockDurationMs(failures, maxFailures)));
  }
  if (Math.random() < 0.02) await deleteStaleSignInFailures(db, windowStart, now);
}

/** A successful sign-in forgives the failures of the device or the account (the address's count keeps running). */
export const clearSignInFailuresOf = (db: Db, keys: ThrottleKey[]) => clearSignInFailures(db, keys[0]!.key);
