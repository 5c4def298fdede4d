import { isCurrencyCode, type TCurrencyCode } from '@casino/contracts';
import { findTitle, type Title } from '@casino/games';
import type { Db } from '../../db/client';
import { forbidden, HttpError, notFound, unauthorized } from '../../lib/errors';
import { required } from '../../lib/dependencies';
import { convertToEurFloor } from '../../lib/money';
import { hashToken } from '../../lib/tokens';
import { getRate } from '../currency';
import { betLimitError, endSessionAtLimit } from '../responsible-gaming';
import type { GameWallet } from '../game-wallet';
import { eurCentsConverter, findGameByTitleKey, type GameRow } from '../games';
import type { Config } from '../../config';
import { getJackpotSettings, type JackpotSettings } from '../jackpots';
import type { FreeRounds } from '../promotions';
import { extendLaunch, findLaunch, type LaunchRow } from './launches-repo';
import { titleInCurrency } from './title-play';

/** The expiry moves only once it has fallen a minute behind: a busy launch costs one write a minute. */
const EXTEND_SLACK_MS = 60_000;

/** Everything one play request works with: the launch, its title in the launch's currency, the catalogue row. */
export type PlayContext = {
  token: string;
  launch: LaunchRow;
  currency: TCurrencyCode;
  game: GameRow;
  /** The title as stated (EUR cents), for its proven RTP. */
  stated: Title;
  /** The title with limits and coin values in the launch's currency: what the engine checks bets against. */
  title: Title;
  /** A win in the launch's currency → EUR cents at today's rate, rounded down (ranks the winners rails). */
  toEurCents(win: bigint): bigint;
  /** The operator's jackpot: which titles and currencies feed and draw for a pool. */
  jackpots: JackpotSettings;
  /** The shortest real-money slot cycle, in ms (0: none), kept by the server across all of a player's launches. */
  slotMinCycleMs: number;
} & PlayDeps;

/**
 * What gameplay takes from other modules, handed over when the app is built (app.ts): the game wallet a real-money
 * round's stake and win go through, with the bonus rules, and the player's free rounds of the promotions file.
 */
export type PlayDeps = { wallet: GameWallet; freeRounds: FreeRounds };

/** The dependencies checked where a gameplay plugin starts: a missing one stops the start, never a round. */
export const requirePlayDeps = (deps: PlayDeps): PlayDeps => ({
  wallet: required(deps?.wallet, 'the game wallet of gameplay'),
  freeRounds: required(deps?.freeRounds, 'the free rounds of gameplay'),
});

/** What the operator's settings and the other modules decide for every launch. */
export type PlaySettings = Pick<PlayContext, 'jackpots' | 'slotMinCycleMs' | keyof PlayDeps>;

export const playSettingsOf = (config: Config, deps: PlayDeps): PlaySettings => ({
  jackpots: getJackpotSettings(config),
  slotMinCycleMs: config.slotMinCycleMs,
  ...requirePlayDeps(deps),
});

export const sessionExpired = () => new HttpError(410, 'This game session has expired. Open the game again from the lobby.');

/**
 * The live launch a token opens, for `playerId` (the signed-in player, null for a visitor): 404 unknown,
 * 410 expired, 401/403 for a real-money launch without its player's session. A launch used is extended.
 */
export async function loadLaunch(db: Db, token: string, playerId: () => Promise<string | null>, now: Date): Promise<LaunchRow> {
  const launch = await findLaunch(db, hashToken(token));
  if (!launch) throw notFound('This game link is not valid. Open the game again from the lobby.');
  if (launch.expiresAt <= now) throw sessionExpired();
  if (!launch.isDemo) {
    const player = await playerId();
    if (!player) throw unauthorized('Please sign in to play for real money.');
    if (player !== launch.playerId) throw forbidden('This game session belongs to another player.');
    // The session limit ends the player's sessions at its minute, whatever the request (responsible-gaming/bet-limits.ts).
    const ended = await endSessionAtLimit(db, player, now);
    if (ended) throw betLimitError(ended, player);
  }
  const expiresAt = new Date(now.getTime() + launch.idleMs);
  if (expiresAt.getTime() - launch.expiresAt.getTime() > EXTEND_SLACK_MS) await extendLaunch(db, launch.id, expiresAt);
  return launch;
}

/**
 * The launch a token opens, for `playerId` (the signed-in player, null for a visitor): 404 unknown, 410
 * expired, 401/403 for a real-money launch without its player's session. A live launch used is extended.
 */
export async function loadPlayContext(
  db: Db,
  token: string,
  playerId: () => Promise<string | null>,
  now: Date,
  settings: PlaySettings,
): Promise<PlayContext> {
  return contextOfLaunch(db, await loadLaunch(db, token, playerId, now), token, settings);
}

/** The context of a launch already checked (or of a round the platform settles itself, with no token). */
export async function contextOfLaunch(db: Db, launch: LaunchRow, token: string, settings: PlaySettings): Promise<PlayContext> {
  const stated = findTitle(launch.gameKey);
  const game = await findGameByTitleKey(db, launch.gameKey);
  if (!stated || !game || !isCurrencyCode(launch.currency)) throw notFound('This game is no longer in the catalogue.');
  const currency = launch.currency;
  const { ratePerEur } = await getRate(db, currency);
  const title = titleInCurrency(stated, await eurCentsConverter(db, currency));
  const toEurCents = (win: bigint) => convertToEurFloor(win, ratePerEur, currency);
  return { token, launch, currency, game, stated, title, toEurCents, ...settings };
}
