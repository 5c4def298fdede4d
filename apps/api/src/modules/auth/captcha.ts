import { createHmac, randomInt } from 'node:crypto';
import { ZCaptchaChallenge, type TCaptchaChallenge } from '@casino/contracts';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { deleteExpiredCaptchas, recordSpentCaptcha } from './repo';

const CAPTCHA_TTL_MS = 10 * 60_000;
export const CAPTCHA_INVALID = 'Captcha verification failed. Please try again.';
export const CAPTCHA_STALE = 'Captcha expired or already used. Please try again.';

type CaptchaConfig = Pick<Config, 'captchaHmacKey' | 'captchaMaxNumber'>;

// A second secret, derived from the configured one, signs the expected key so verifying is one HMAC.
const keySignatureSecret = (config: CaptchaConfig) =>
  createHmac('sha256', config.captchaHmacKey).update('captcha-key-signature').digest('hex');

/**
 * An ALTCHA v2 challenge (the format the altcha widget v3 solves natively). The secret counter is
 * drawn below captchaMaxNumber, so a browser hashes on average half that many times to find it.
 */
export async function createCaptchaChallenge(config: CaptchaConfig, now: Date): Promise<TCaptchaChallenge> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(config.captchaMaxNumber),
    deriveKey,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    hmacSignatureSecret: config.captchaHmacKey,
    hmacKeySignatureSecret: keySignatureSecret(config),
  });
  return challenge as TCaptchaChallenge;
}

// What the widget puts in its hidden field: base64 of JSON {challenge: {parameters, signature}, solution}.
// Parameters stay loose: the signature covers them exactly as they were issued.
const ZPayload = z.object({
  challenge: z.object({
    parameters: ZCaptchaChallenge.shape.parameters.loose(),
    signature: z.string().min(1).max(128),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(512), time: z.number().optional() }),
});

function decodePayload(value: string) {
  try {
    return ZPayload.safeParse(JSON.parse(Buffer.from(value, 'base64').toString('utf8'))).data;
  } catch {
    return undefined;
  }
}

/**
 * Accepts a solved captcha once: checks the signature, the expiry and the work, then records the
 * signature so the same solution cannot be replayed. Throws a 400 naming the captcha field.
 */
export async function verifyCaptcha(db: Db, config: CaptchaConfig, value: string, now: Date): Promise<void> {
  const payload = decodePayload(value);
  if (!payload) throw badRequest(CAPTCHA_INVALID, 'captcha');
  const { challenge, solution } = payload;
  const result = await verifySolution({
    challenge: challenge as Challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: config.captchaHmacKey,
    hmacKeySignatureSecret: keySignatureSecret(config),
  }).catch(() => undefined);
  if (result?.expired) throw badRequest(CAPTCHA_STALE, 'captcha');
  // Unsigned expiry would let a solution live forever; ours always carry one.
  const expiresAt = challenge.parameters.expiresAt;
  if (!result?.verified || !expiresAt) throw badRequest(CAPTCHA_INVALID, 'captcha');
  // The library read the system clock; the API's clock decides too.
  if (expiresAt * 1000 <= now.getTime()) throw badRequest(CAPTCHA_STALE, 'captcha');

  if (Math.random() < 0.02) await deleteExpiredCaptchas(db, now);
  const isFirstUse = await recordSpentCaptcha(db, challenge.signature, new Date(expiresAt * 1000));
  if (!isFirstUse) throw badRequest(CAPTCHA_STALE, 'captcha');
}
