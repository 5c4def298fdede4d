import { randomUUID } from 'node:crypto';
import type { TSaferGamblingResponse } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { promotionGrants } from '../src/db/schema/promotions';
import { harmMarkers } from '../src/db/schema/responsible-gaming';
import type { Clock } from '../src/lib/clock';
import { HttpError } from '../src/lib/errors';
import { issueGameSession } from '../src/modules/game-wallet';
import { answerRealityCheck } from '../src/modules/responsible-gaming';
import { gameWalletOf } from './app';
import type { Client } from './http';
import { depositIdOf, sandboxNotice } from './payments';
import { OPERATOR } from './wallet-api';

// Signs of harm in tests: deposits paid through a sandbox gateway at the clock's time, real-money bets at the clock's
// time, and the markers and page they leave.

/** A card or e-wallet deposit of `amount` EUR started through `gateway` and paid at once by its notice; its id. */
export async function depositThrough(app: App, profile: Client, amount: string, gateway = 'vegapay'): Promise<string> {
  const res = await profile.post(`/profile/${gateway}/deposit`, { amount, currency: 'EUR', declineBonus: true });
  expect(res.statusCode, res.body).toBe(200);
  const id = depositIdOf(res.json<{ redirectUrl: string }>().redirectUrl);
  const notice = await sandboxNotice(app, gateway, { paymentId: id, amount, currency: 'EUR' }, { eventId: `evt_${randomUUID()}` });
  expect(notice.json()).toMatchObject({ outcome: 'credited' });
  return id;
}

/** Continue, as the player answers in the game frame, when a reality check is due now (these tests move days ahead). */
async function continueIfDue(db: Db, playerId: string, now: Date): Promise<void> {
  await answerRealityCheck(db, 'continue', { playerId, now }).catch((err: unknown) => {
    if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
  });
}

/** `count` real-money bets of `amount` minor units EUR by the player now, each in its own round. */
/** One closed real-money round's bet of `amount` (cents) through the wallet API on the player's game session. */
export const walletBet = (playerId: string, token: string, amount: bigint) => ({
  operator_id: OPERATOR,
  player_id: playerId,
  game_code: 'acme:golden-reels',
  currency: 'EUR',
  session_token: token,
  request_uuid: randomUUID(),
  round_id: `round-${randomUUID()}`,
  round_closed: true,
  transaction_uuid: `bet-${randomUUID()}`,
  amount: amount.toString(),
});

export async function betRealMoney(app: App, db: Db, clock: Clock, playerId: string, count: number, amount = 100n): Promise<void> {
  await continueIfDue(db, playerId, clock.now());
  const { token } = await issueGameSession(
    db,
    { playerId, gameCode: 'acme:golden-reels', currency: 'EUR', operatorId: OPERATOR },
    clock.now(),
  );
  const wallet = gameWalletOf(app);
  for (let i = 0; i < count; i++) {
    const call = walletBet(playerId, token, amount);
    expect((await wallet.placeBet(db, call, clock.now())).status).toBe('OK');
  }
}

/** The player's markers, oldest first, as kind and strength. */
export async function markersOf(db: Db, userId: string) {
  const rows = await db.select().from(harmMarkers).where(eq(harmMarkers.userId, userId)).orderBy(harmMarkers.id);
  return rows.map((r) => ({ kind: r.kind, strength: r.strength, details: r.details as Record<string, unknown> }));
}

export async function saferGamblingPage(profile: Client): Promise<TSaferGamblingResponse> {
  const res = await profile.get('/profile/safer-gambling');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TSaferGamblingResponse>();
}

/** The operator's assignment of a market profile (GB is restricted at registration, so no player signs up as UK). */
export async function assignProfile(db: Db, userId: string, profile: string): Promise<void> {
  await db.execute(sql`UPDATE safer_gambling_players SET profile = ${profile} WHERE user_id = ${userId}::uuid`);
}

/** The next `hour`:00 UTC after the clock's time. */
export function nextUtcHour(clock: Clock, hour: number): Date {
  const now = clock.now();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  return at > now ? at : new Date(at.getTime() + 24 * 3_600_000);
}

/** The player's promotion grants: id, deposit and status. */
export const grantsOf = (db: Db, userId: string) =>
  db
    .select({ id: promotionGrants.id, depositId: promotionGrants.depositId, status: promotionGrants.status })
    .from(promotionGrants)
    .where(eq(promotionGrants.userId, userId));
