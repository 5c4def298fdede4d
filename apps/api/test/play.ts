import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { TCurrencyCode, TGameLaunchRequest, TPlayBet, TPlayRound, TPlayRoundResponse, TPlaySession } from '@casino/contracts';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { gameWalletTransactions } from '../src/db/schema/game-wallet';
import { credit } from '../src/modules/wallet';
import { createClient, type Client } from './http';
import { signUpPlayer } from './players';

// Launching our titles and playing them through the API, as the lobby and the game client do.

export const GAME_API = '/game-aggregator-service/api/v1';

export const launchBody = (gameId: string, demo: boolean): TGameLaunchRequest => ({
  id: gameId,
  gameName: gameId,
  demo,
  lang: 'en',
  launchId: gameId,
  imageId: gameId,
  platform: 'desktop',
  provider: gameId.split(':')[0]!,
  category: 'slots',
});

/** A browser on the game service: a visitor's, or a signed-in player's sharing `from`'s cookies and address. */
export function gameClientOf(app: App, from?: Client, ip?: string): Client {
  const client = createClient(app, { base: GAME_API, ip: ip ?? from?.ip });
  if (from) Object.assign(client.cookies, from.cookies);
  return client;
}

/** Pays `amount` minor units of real money into the player's wallet, as a deposit would. */
export async function fundPlayer(db: Db, playerId: string, amount: bigint, currency: TCurrencyCode = 'EUR') {
  await credit(db, {
    source: 'gateway:test',
    idempotencyKey: `fund:${randomUUID()}`,
    kind: 'deposit',
    currency,
    amount,
    userId: playerId,
    from: { kind: 'gateway_clearing' },
  });
}

/** A signed-in player with `funding` in the wallet and a browser on the game service. */
export async function fundedPlayer(app: App, db: Db, funding: bigint, currency: TCurrencyCode = 'EUR') {
  const player = await signUpPlayer(app, { currency });
  if (funding > 0n) await fundPlayer(db, player.user.id, funding, currency);
  return { ...player, game: gameClientOf(app, player.account) };
}

/** Launches `gameId` and answers the token and a play client for it. */
export async function launch(client: Client, gameId: string, demo: boolean) {
  const res = await client.post('/game', launchBody(gameId, demo));
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.statusCode} ${res.body}`);
  return playOn(client, res.json<{ url: string }>().url.replace('/play/', ''));
}

/** The play calls of the launch `token`, made by `client`. */
function playOn(client: Client, token: string) {
  return {
    token,
    session: async () => (await client.get(`/play/${token}`)).json<TPlaySession>(),
    open: (bet: TPlayBet, requestId: string = randomUUID()) => client.post(`/play/${token}/rounds`, { requestId, bet }),
    act: (roundId: string, action: object) => client.post(`/play/${token}/rounds/${roundId}/actions`, { action }),
    /** The same launch played from another address, for runs of rounds longer than one address may open in a minute. */
    elsewhere: () => playOn(client.elsewhere(), token),
  };
}

export type PlayAnswer = TPlayRoundResponse;

/** The round as its family's own type; throws for a round of another family. */
export function roundOf<F extends TPlayRound['family']>(round: TPlayRound, family: F): Extract<TPlayRound, { family: F }> {
  if (round.family !== family) throw new Error(`a ${round.family} round, not ${family}`);
  return round as Extract<TPlayRound, { family: F }>;
}

/**
 * A real-money round's bets in the wallet, in the order taken: the opening stake `<id>:bet`, then its raises
 * (`<id>:raise`, `<id>:raise:2`, ...), each with its amount in minor units and whether a win settled it.
 */
export async function walletBetsOf(db: Db, roundId: string): Promise<{ uuid: string; amount: bigint; isSettled: boolean }[]> {
  const rows = await db
    .select({
      uuid: gameWalletTransactions.transactionUuid,
      amount: gameWalletTransactions.amount,
      settledAt: gameWalletTransactions.settledAt,
    })
    .from(gameWalletTransactions)
    .where(and(eq(gameWalletTransactions.roundId, roundId), eq(gameWalletTransactions.type, 'bet')))
    .orderBy(asc(gameWalletTransactions.id));
  return rows.map((row) => ({ uuid: row.uuid.replace(roundId, '<id>'), amount: row.amount!, isSettled: row.settledAt !== null }));
}

/**
 * Answers Continue to the reality check waiting after a test moved the clock past the player's interval (an hour
 * unless they chose another), as the player would before their next round.
 */
export async function continuePlaying(profile: Client): Promise<void> {
  const res = await profile.post('/profile/safer-gambling/reality-check/answer', { answer: 'continue' });
  if (res.statusCode !== 200) throw new Error(`no reality check answered: ${res.statusCode} ${res.body}`);
}
