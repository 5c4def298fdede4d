import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TReceiveEmailResponse } from '@casino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { getAccount } from '../auth';
import { setReceiveEmailPromo } from './repo';
import { UNSUBSCRIBED } from './service';

// Unsubscribe links carry the player's id and an HMAC of it under a server secret: they work from
// any device without a session, need no table, and cannot be made up for someone else.

const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is invalid.';
const PURPOSE = 'casino:unsubscribe-email-promo:v1';
const ID_BYTES = 16;
const MAC_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{64}$/; // base64url of 16 + 32 bytes, no padding
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const mac = (secret: string, id: Buffer) => createHmac('sha256', secret).update(PURPOSE).update(id).digest();

export function createUnsubscribeToken(secret: string, playerId: string): string {
  if (!UUID_PATTERN.test(playerId)) throw new Error('player id must be a UUID');
  const id = Buffer.from(playerId.replaceAll('-', ''), 'hex');
  return Buffer.concat([id, mac(secret, id)]).toString('base64url');
}

/** The player id a genuine token was made for, or null for anything else. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  const id = raw.subarray(0, ID_BYTES);
  if (!timingSafeEqual(raw.subarray(ID_BYTES, ID_BYTES + MAC_BYTES), mac(secret, id))) return null;
  const hex = id.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The link promotional mails carry. The web app opens it and calls
 * DELETE /profile-service/api/v1/profile/unsubscribe/{token} with the `unsubscribe` value.
 */
export function unsubscribeLink(config: Pick<Config, 'publicUrl' | 'unsubscribeSecret'>, playerId: string): string {
  return `${config.publicUrl}/?unsubscribe=${createUnsubscribeToken(config.unsubscribeSecret, playerId)}`;
}

/** Turns promotional mail off for the token's player. Repeating it is harmless; a forged token is a 404. */
export async function unsubscribe(db: Db, secret: string, token: string, now: Date): Promise<TReceiveEmailResponse> {
  const playerId = readUnsubscribeToken(secret, token);
  if (!playerId || !(await getAccount(db, playerId))) throw notFound(UNSUBSCRIBE_LINK_INVALID);
  await setReceiveEmailPromo(db, playerId, false, now);
  return { receiveEmailPromo: false, message: UNSUBSCRIBED };
}
