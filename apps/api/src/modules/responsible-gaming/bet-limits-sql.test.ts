import type { TCurrencyCode } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { setBetLimit, setRealityCheckMinutes, sqlRefusal, usdGamePlayer } from '../../../test/bet-limits';
import { winOf } from '../../../test/sandbox-aggregator';
import { newGamePlayer, startWalletApi } from '../../../test/wallet-api';
import { startSession } from '../sessions';
import { betLimitRefusal } from './bet-limits';

// The wallet refuses a bet with safer_gambling_bet_refusal (src/db/functions/safer_gambling_bet_refusal.sql); the
// player is told why by betLimitRefusal (bet-limits.ts). Both name the same limit, or none, for the same bet: at a
// limit's exact boundary, one minor unit over it, in another currency, for a free spin, and either side of the moment
// a window lets the oldest stake go and of the session limit's minute.

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

describe('safer_gambling_bet_refusal and betLimitRefusal agree', () => {
  let api: Awaited<ReturnType<typeof startWalletApi>>;
  let db: Db;
  beforeAll(async () => {
    api = await startWalletApi();
    db = api.database.db;
  });
  afterAll(() => api.close());

  it('names the same limit, or none, for each bet', async () => {
    const aggregator = api.sandbox();
    const p = await newGamePlayer(db, api.clock, { funding: 100_000n });
    const inUsd = await usdGamePlayer(db, api.clock, p.playerId);
    const signedIn = api.clock.now();
    await startSession(db, api.app.config, p.playerId, { ip: '127.0.0.1', userAgent: null }, signedIn);
    await setBetLimit(db, p.playerId, 'session_time', 1_500n, signedIn);
    // Its hour of play stays clear of a reality check (the default interval is an hour).
    await setRealityCheckMinutes(db, p.playerId, 120, signedIn);
    await setBetLimit(db, p.playerId, 'loss_24h', 5_000n, signedIn);
    await setBetLimit(db, p.playerId, 'wager_7d', 6_000n, signedIn);
    // 30.00 EUR staked now; an hour on, 10.00 USD staked and 4.00 USD won back.
    expect((await aggregator.bet(p.bet('3000'))).body.status).toBe('OK');
    const afterFirstStake = api.clock.now();
    api.clock.advance(HOUR_MS);
    const usdBet = inUsd.bet('1000');
    expect((await aggregator.bet(usdBet)).body.status).toBe('OK');
    expect((await aggregator.win(winOf(usdBet, '400'))).body.status).toBe('OK');

    const now = api.clock.now();
    const loss = await betLimitRefusal(db, p.playerId, 'EUR', 100_000n, now);
    const room = loss!.kind === 'money' ? loss!.value - loss!.used : 0n;
    // The first stake's time (the clock it was stamped with) plus 24 hours, as the player is told.
    const resets = loss!.kind === 'money' ? loss!.resetsAt! : now;
    const sessionEnds = new Date(signedIn.getTime() + 1_500 * MINUTE_MS);
    const cases: { currency: TCurrencyCode; amount: bigint; at: Date; expected: string | null }[] = [
      { currency: 'EUR', amount: room, at: now, expected: null },
      { currency: 'EUR', amount: room + 1n, at: now, expected: 'loss_24h' },
      { currency: 'USD', amount: 1n, at: now, expected: null },
      { currency: 'USD', amount: 10_000n, at: now, expected: 'loss_24h' },
      { currency: 'EUR', amount: 0n, at: now, expected: null },
      // The loss window lets the 30.00 EUR go at `resets`; the 7-day wager still counts it.
      { currency: 'EUR', amount: room + 1n, at: new Date(resets.getTime() - 1), expected: 'loss_24h' },
      { currency: 'EUR', amount: room + 1n, at: resets, expected: null },
      { currency: 'EUR', amount: 3_000n, at: resets, expected: 'wager_7d' },
      // The session limit's minute refuses every bet, a free spin too.
      { currency: 'EUR', amount: 0n, at: new Date(sessionEnds.getTime() - 1), expected: null },
      { currency: 'EUR', amount: 0n, at: sessionEnds, expected: 'session_time' },
      { currency: 'USD', amount: 1n, at: sessionEnds, expected: 'session_time' },
    ];
    expect(loss!.limit).toBe('loss_24h');
    expect(resets.getTime()).toBeGreaterThanOrEqual(signedIn.getTime() + 24 * HOUR_MS);
    expect(resets.getTime()).toBeLessThanOrEqual(afterFirstStake.getTime() + 24 * HOUR_MS);
    expect(room).toBeGreaterThan(0n);
    for (const c of cases) {
      const inSql = await sqlRefusal(db, p.playerId, c.currency, c.amount, c.at);
      const inTs = (await betLimitRefusal(db, p.playerId, c.currency, c.amount, c.at))?.limit ?? null;
      expect({ ...c, inSql, inTs }).toEqual({ ...c, inSql: c.expected, inTs: c.expected });
    }
  });
});
