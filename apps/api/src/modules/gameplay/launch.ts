import { randomBytes } from 'node:crypto';
import type { TCurrencyCode, TGameLaunchRequest, TGameLaunchResponse } from '@casino/contracts';
import { currencyDecimals } from '@casino/contracts';
import { hashServerSeed } from '@casino/games';
import type { GameAggregator } from '../../aggregators-config';
import { RESERVED_OPERATOR_ID } from '../../config';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import { issueGameSession } from '../game-wallet';
import { findLaunchableGame, titleOf } from '../games';
import { insertLaunch } from './launches-repo';

/** The operator id our own studio's wallet calls carry (in-process, never over HTTP; no aggregator may be configured with it). */
export const STUDIO_OPERATOR = RESERVED_OPERATOR_ID;
/** A launch lasts this long without use; each use starts the idle time again (as the wallet session does). */
export const LAUNCH_IDLE_MS = 4 * 3_600_000;
/** Demo credits: 1,000 in the session's currency. */
const DEMO_CREDITS_MAJOR = 1_000n;

export const demoCredits = (currency: TCurrencyCode) => DEMO_CREDITS_MAJOR * 10n ** BigInt(currencyDecimals(currency));

/** A fresh seed pair for a demo launch: demo play never uses (or advances) the player's own seeds. */
export async function newDemoSeeds() {
  const demoServerSeed = randomBytes(32).toString('hex');
  return { demoServerSeed, demoServerSeedHash: await hashServerSeed(demoServerSeed), demoClientSeed: randomBytes(16).toString('hex') };
}

/**
 * The catalogue game a launch names, and who plays it: one of our engine titles (`gameKey` its key), or an aggregator
 * configured here (`gameKey` the catalogue id, the game code of its wallet calls). 404 unknown, 409 for a row
 * neither plays.
 */
export async function findPlayableGame(
  db: Db,
  request: Pick<TGameLaunchRequest, 'id' | 'launchId'>,
  aggregators: readonly GameAggregator[],
): Promise<{ gameKey: string; aggregator: GameAggregator | null }> {
  const game = await findLaunchableGame(db, request.id, request.launchId);
  if (!game) throw notFound('There is no such game in the catalogue.');
  const aggregator = game.aggregator === null ? null : aggregators.find((a) => a.operatorId === game.aggregator);
  if (aggregator) return { gameKey: game.id, aggregator };
  if (aggregator === undefined || !titleOf(game)) throw conflict('This game cannot be played yet.');
  return { gameKey: game.id.slice(game.provider.length + 1), aggregator: null };
}

type RealLaunch = { playerId: string; currency: TCurrencyCode };

/**
 * Opens a launch and answers our game client's URL. Real money (`player` given; the caller has passed the
 * guards): the token is also the seamless-wallet session's, bound to the player, title and currency. Demo:
 * no player, demo credits and demo seeds on the launch row, no ledger.
 */
export async function launchGame(
  db: Db,
  gameKey: string,
  mode: { demo: true; currency: TCurrencyCode } | ({ demo: false } & RealLaunch),
  now: Date,
): Promise<TGameLaunchResponse> {
  const expiresAt = new Date(now.getTime() + LAUNCH_IDLE_MS);
  const common = { gameKey, currency: mode.currency, idleMs: LAUNCH_IDLE_MS, expiresAt, createdAt: now };
  return db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    if (mode.demo) {
      const token = createOpaqueToken();
      const seeds = await newDemoSeeds();
      await insertLaunch(tx, {
        ...common,
        tokenHash: hashToken(token),
        isDemo: true,
        demoBalance: demoCredits(mode.currency),
        demoNonce: 0,
        ...seeds,
      });
      return { url: `/play/${token}` };
    }
    const grant = { playerId: mode.playerId, gameCode: gameKey, currency: mode.currency, operatorId: STUDIO_OPERATOR, ttl: LAUNCH_IDLE_MS };
    const { token } = await issueGameSession(tx, grant, now);
    await insertLaunch(tx, { ...common, tokenHash: hashToken(token), playerId: mode.playerId, isDemo: false });
    return { url: `/play/${token}` };
  });
}
