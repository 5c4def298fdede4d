import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: the value that goes into a cookie or an e-mailed link. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a copy of the table cannot be replayed as cookies or links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
