import { generateSecret, generateURI, verify } from 'otplib';

// RFC 6238 codes as authenticator apps make them (SHA-1, 6 digits, 30 s), through otplib: the staff's second factor
// and the players'.

const PERIOD_SECONDS = 30;

export const createTotpSecret = (): string => generateSecret();

/** otpauth://totp/<issuer>:<e-mail>?secret=…&issuer=<issuer>, for the QR code; the app lists the account by both. */
export const totpUri = (issuer: string, email: string, secret: string): string => generateURI({ issuer, label: email, secret });

/**
 * The time step a code was made for, or null when it is wrong. One step of drift either way is allowed; a step at or
 * before `lastStep` (the last accepted one) is refused, so a code is never accepted twice.
 */
export async function acceptTotpCode(secret: string, code: string, now: Date, lastStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD_SECONDS,
    ...(lastStep !== null && { afterTimeStep: lastStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
