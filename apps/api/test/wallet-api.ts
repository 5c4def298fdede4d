import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { TCurrencyCode } from '@casino/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { ledgerTransfers } from '../src/db/schema/wallet';
import type { Clock } from '../src/lib/clock';
import { issueGameSession, WALLET_API_SOURCE } from '../src/modules/game-wallet';
import { credit } from '../src/modules/wallet';
import { createTestApp } from './app';
import { createSandboxAggregator, type SandboxOptions, type WalletBody } from './sandbox-aggregator';
import { insertPlayers } from './wallet';

// The seamless-wallet API listening on a free port, with three operators (the first in the middle of a secret
// rotation, the third the sandbox aggregator's process id), and the sandbox aggregator pointed at it.

export const OPERATOR = 'aggregator-a';
export const OTHER_OPERATOR = 'aggregator-b';
/** The operator id the sandbox aggregator's process signs as by default. */
export const SANDBOX_OPERATOR = 'sandbox-aggregator';
export const SECRETS = {
  current: randomBytes(24).toString('hex'),
  previous: randomBytes(24).toString('hex'),
  other: randomBytes(24).toString('hex'),
  sandbox: randomBytes(24).toString('hex'),
};
export const GAME = 'acme:golden-reels';

export async function startWalletApi(env: Record<string, string> = {}) {
  const t = await createTestApp({
    WALLET_API_SECRETS: `${OPERATOR}:${SECRETS.current}|${SECRETS.previous},${OTHER_OPERATOR}:${SECRETS.other},${SANDBOX_OPERATOR}:${SECRETS.sandbox}`,
    ...env,
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  /** The sandbox aggregator, signing with the API's clock; pauses between retries return at once unless `sleep` says otherwise. */
  const sandbox = (options: Partial<SandboxOptions> = {}) =>
    createSandboxAggregator({ baseUrl, operatorId: OPERATOR, secret: SECRETS.current, clock: t.clock, sleep: async () => {}, ...options });
  return { ...t, baseUrl, sandbox };
}

export type GamePlayer = Awaited<ReturnType<typeof newGamePlayer>>;

/** A player paid `funding` minor units of real money, with a live game session of OPERATOR for GAME. */
export async function newGamePlayer(
  db: Db,
  clock: Clock,
  { funding = 10_000n, currency = 'EUR' as TCurrencyCode, gameCode = GAME, operatorId = OPERATOR } = {},
) {
  const [playerId] = await insertPlayers(db, 1, currency);
  if (funding > 0n) {
    await credit(db, {
      source: 'gateway:test',
      idempotencyKey: `fund:${playerId}`,
      kind: 'deposit',
      currency,
      amount: funding,
      userId: playerId!,
      from: { kind: 'gateway_clearing' },
    });
  }
  return gamePlayerOf(db, clock, playerId!, { currency, gameCode, operatorId });
}

/** An existing player (signed up through the API, say) with a live game session of `operatorId` for `gameCode`. */
export async function gamePlayerOf(
  db: Db,
  clock: Clock,
  playerId: string,
  { currency = 'EUR' as TCurrencyCode, gameCode = GAME, operatorId = OPERATOR } = {},
) {
  const { token } = await issueGameSession(db, { playerId, gameCode, currency, operatorId }, clock.now());
  const call = { player_id: playerId, game_code: gameCode, currency, session_token: token };
  return {
    playerId,
    token,
    /** The fields every call of this player carries. */
    call,
    /** A bet in a new round (or `round_id` in `extra`). */
    bet: (amount: string, extra: WalletBody = {}): WalletBody => ({
      ...call,
      round_id: `round-${randomUUID()}`,
      transaction_uuid: `bet-${randomUUID()}`,
      amount,
      ...extra,
    }),
  };
}

/** The ledger movements the wallet API made (for one player), oldest first; `reference` is the bet a win or rollback names. */
export async function walletApiMovements(db: Db, playerId?: string) {
  const rows = await db
    .select({
      kind: ledgerTransfers.kind,
      amount: ledgerTransfers.amount,
      key: ledgerTransfers.idempotencyKey,
      userId: ledgerTransfers.userId,
      reference: sql<string | null>`${ledgerTransfers.metadata}->>'reference'`,
    })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.source, WALLET_API_SOURCE), playerId ? eq(ledgerTransfers.userId, playerId) : undefined))
    .orderBy(asc(ledgerTransfers.id));
  return rows.map((r) => ({ ...r, amount: r.amount.toString() }));
}
