import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The value of the device cookie ("device cookies", OWASP): proof that this browser signed in to this
// account before. It names the account, a random device id and when it was issued, signed with a
// server secret over those and the account's current password hash, so it cannot be made up, moved
// to another account, or outlive a password change.

const PURPOSE = 'casino:device:v1';
const TTL_SECONDS = 180 * 24 * 3600;
/** Clock drift between API instances we accept for a token issued "in the future". */
const SKEW_SECONDS = 60;

type Account = { id: string; passwordHash: string };
/** What the reply sets: the cookie value and how long the browser keeps it. */
export type DeviceCookie = { value: string; maxAgeSeconds: number };

const sign = (secret: string, account: Account, deviceId: string, issuedAt: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}|${account.id}|${deviceId}|${issuedAt}|${account.passwordHash}`).digest('base64url');

/** A new device token for the account: set at sign-up, every sign-in and a password change or reset. */
export function issueDeviceCookie(secret: string, account: Account, now: Date): DeviceCookie {
  const deviceId = randomBytes(16).toString('base64url');
  const issuedAt = Math.floor(now.getTime() / 1000);
  return { value: [account.id, deviceId, issuedAt, sign(secret, account, deviceId, issuedAt)].join('.'), maxAgeSeconds: TTL_SECONDS };
}

/**
 * The device id of a genuine token issued to this account under its current password, no older than
 * its lifetime; null for anything else (no cookie, another account's, forged, expired, older password).
 */
export function readDeviceCookie(secret: string, value: string | undefined, account: Account | undefined, now: Date): string | null {
  if (!value || !account || value.length > 200) return null;
  const [accountId, deviceId, issued, signature, ...rest] = value.split('.');
  if (rest.length > 0 || accountId !== account.id || !deviceId || !signature || !/^\d{1,12}$/.test(issued ?? '')) return null;
  const issuedAt = Number(issued);
  const age = now.getTime() / 1000 - issuedAt;
  if (age > TTL_SECONDS || age < -SKEW_SECONDS) return null;
  const expected = Buffer.from(sign(secret, account, deviceId, issuedAt));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}
