import type { TCurrencyCode, TGameLaunchResponse } from '@casino/contracts';
import { z } from 'zod';
import type { GameAggregator } from '../../aggregators-config';
import type { Db } from '../../db/client';
import { conflict, HttpError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { issueGameSession, signatureHeader } from '../game-wallet';
import { insertLaunch } from './launches-repo';
import { LAUNCH_IDLE_MS } from './launch';

// A game of an outside aggregator (decision 037): we ask it for the game's URL, with a game session bound to the
// player, the game, the currency and the aggregator's operator id, and it moves money only through /wallet-api/v1
// with its own secret.

export type AggregatorLaunchOptions = { lang: string; now: Date; timeoutMs: number };

const ZLaunchAnswer = z.object({ url: z.url({ protocol: /^https?$/ }) });

const providerDown = () => new HttpError(502, 'The game provider did not open the game. Please try again in a moment.');

/** POST {aggregator}/v1/launch, signed with our secret for it: its answer is the URL the player's frame opens. */
async function requestGameUrl(aggregator: GameAggregator, body: Record<string, unknown>, { now, timeoutMs }: AggregatorLaunchOptions) {
  const raw = JSON.stringify({ operator_id: aggregator.operatorId, ...body });
  let response: Response;
  try {
    response = await fetch(`${aggregator.url}/v1/launch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-wallet-signature': signatureHeader(aggregator.secret, raw, now) },
      body: raw,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw providerDown();
  }
  const answer = await response.json().catch(() => null);
  // The aggregator checked the session with us and was refused (a self-excluded player, say): nothing to retry.
  if (response.status === 403 || response.status === 409) throw conflict('The game provider refused to open the game for this account.');
  const parsed = ZLaunchAnswer.safeParse(answer);
  if (!response.ok || !parsed.success) throw providerDown();
  return { url: parsed.data.url };
}

type Mode = { demo: true; currency: TCurrencyCode } | { demo: false; playerId: string; currency: TCurrencyCode };

/**
 * Launches an aggregator's game. Real money: the game session and a launch row (which names the player's rounds of
 * it in bet history) are committed first, since the aggregator checks the token with us before it answers.
 */
export async function launchAggregatorGame(
  db: Db,
  aggregator: GameAggregator,
  gameCode: string,
  mode: Mode,
  options: AggregatorLaunchOptions,
): Promise<TGameLaunchResponse> {
  const common = { game_code: gameCode, currency: mode.currency, lang: options.lang };
  if (mode.demo) return requestGameUrl(aggregator, { ...common, demo: true }, options);
  const { now } = options;
  const token = await db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    const grant = { playerId: mode.playerId, gameCode, currency: mode.currency, operatorId: aggregator.operatorId, ttl: LAUNCH_IDLE_MS };
    const session = await issueGameSession(tx, grant, now);
    await insertLaunch(tx, {
      gameKey: gameCode,
      currency: mode.currency,
      idleMs: LAUNCH_IDLE_MS,
      expiresAt: session.expiresAt,
      createdAt: now,
      tokenHash: hashToken(session.token),
      playerId: mode.playerId,
      isDemo: false,
    });
    return session.token;
  });
  return requestGameUrl(aggregator, { ...common, demo: false, player_id: mode.playerId, session_token: token }, options);
}
