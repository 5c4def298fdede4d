import type { TCurrencyCode } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { betLimitRefusal } from './bet-limits';
import { checkHarmMarkers, LimitRefusalError, recordLimitRefusal } from './harm-markers';

// The signs of harm outside a deposit or a limit change: a refusal by a limit recorded once answered, and a schedule
// that looks again at the players who bet in the last hour (night play, a cancelled withdrawal staked).

const HOUR_MS = 3_600_000;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Checks the signs of harm of every player who bet real money in the hour before `now`, each in a transaction of
 * its own (one failing leaves the others recorded). Answers how many markers were recorded.
 */
export async function checkRecentPlayers(db: Db, now: Date): Promise<number> {
  const after = new Date(now.getTime() - HOUR_MS).toISOString();
  const players = rowsOf(await db.execute(sql`SELECT user_id FROM ledger_real_bettors_since(${after}::timestamptz)`));
  let recorded = 0;
  for (const { user_id: playerId } of players) {
    recorded += (await db.transaction(async (tx) => checkHarmMarkers(tx as unknown as Db, playerId as string, now))).length;
  }
  return recorded;
}

/**
 * An aggregator's bet the wallet refused with LIMIT_REACHED: records which limit refused it (the wallet's answer does
 * not say; betLimitRefusal counts as the wallet did). `amount` is the call's stake in minor units.
 */
export async function recordWalletBetRefusal(db: Db, call: { player_id: string; currency: string; amount: string }, now: Date) {
  const refusal = await betLimitRefusal(db, call.player_id, call.currency as TCurrencyCode, BigInt(call.amount), now);
  if (refusal) await recordLimitRefusal(db, { playerId: call.player_id, limit: refusal.limit, what: 'play' }, now);
}

/**
 * Records every refusal by a limit once its request has answered (its transaction rolled back with the refusal), and
 * runs the schedule every `harmMarkersTickMs` (never in tests: they run it with their clock). Call it before the
 * routes are registered, so the hook reaches all of them.
 */
export function registerHarmMarkers(app: FastifyInstance): void {
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof LimitRefusalError)) return;
    try {
      await recordLimitRefusal(app.database.db, error.refusal, app.clock.now());
    } catch (err) {
      request.log.error({ err }, 'limit refusal not recorded');
    }
  });

  if (app.config.harmMarkersTickMs === 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    checkRecentPlayers(app.database.db, app.clock.now())
      .catch((err: unknown) => app.log.error({ err }, 'signs of harm check failed'))
      .finally(() => (running = false));
  }, app.config.harmMarkersTickMs);
  timer.unref();
  app.addHook('preClose', async () => clearInterval(timer));
}
