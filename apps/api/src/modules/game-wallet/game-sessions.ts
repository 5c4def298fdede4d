import type { TCurrencyCode, TWalletApiStatus } from '@casino/contracts';
import type { Db } from '../../db/client';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import { extendGameSession, findGameSession, insertGameSession, type GameSessionRow } from './repo';

/** A game session lasts this long without calls; each use starts the idle time again. */
export const GAME_SESSION_IDLE_MS = 4 * 3_600_000;
/** The expiry moves only once it has fallen this far behind: a busy session costs one write a minute, not one per bet. */
export const EXTEND_SLACK_MS = 60_000;

export type GameSessionGrant = { playerId: string; gameCode: string; currency: TCurrencyCode; operatorId: string; ttl?: number };

/**
 * Opens a game session for a launch: a random token bound to the player, game, currency and operator,
 * of which only the hash is kept. The game (ours, or the operator's) sends it back on authenticate,
 * balance and bet. `ttl` is the idle expiry in milliseconds.
 */
export async function issueGameSession(db: Db, grant: GameSessionGrant, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = createOpaqueToken();
  const idleMs = grant.ttl ?? GAME_SESSION_IDLE_MS;
  const expiresAt = new Date(now.getTime() + idleMs);
  await insertGameSession(db, {
    tokenHash: hashToken(token),
    operatorId: grant.operatorId,
    playerId: grant.playerId,
    gameCode: grant.gameCode,
    currency: grant.currency,
    idleMs,
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

type SessionCall = { operator_id: string; player_id: string; game_code: string; currency: string; session_token: string };
type SessionCheck = { status: 'OK'; session: GameSessionRow } | { status: TWalletApiStatus };

/**
 * Whether `token` opens this call: a token of another player or operator is INVALID_TOKEN, one past its
 * idle expiry TOKEN_EXPIRED (unless `isExpiryIgnored`), another game INVALID_GAME, another currency
 * WRONG_CURRENCY. A live token used is extended.
 */
export async function checkGameSession(db: Db, call: SessionCall, now: Date, { isExpiryIgnored = false } = {}): Promise<SessionCheck> {
  const tokenHash = hashToken(call.session_token);
  const session = await findGameSession(db, tokenHash);
  if (!session || session.operatorId !== call.operator_id || session.playerId !== call.player_id) return { status: 'INVALID_TOKEN' };
  const isLive = session.expiresAt > now;
  if (!isLive && !isExpiryIgnored) return { status: 'TOKEN_EXPIRED' };
  if (session.gameCode !== call.game_code) return { status: 'INVALID_GAME' };
  if (session.currency !== call.currency) return { status: 'WRONG_CURRENCY' };
  const expiresAt = new Date(now.getTime() + session.idleMs);
  if (isLive && expiresAt.getTime() - session.expiresAt.getTime() > EXTEND_SLACK_MS) await extendGameSession(db, tokenHash, expiresAt);
  return { status: 'OK', session };
}
