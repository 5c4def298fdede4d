import type { TCurrencyCode, TSaferGamblingResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { winOf, rollbackOf, type SandboxAggregator } from '../../../test/sandbox-aggregator';
import { gamePlayerOf, newGamePlayer, startWalletApi, type GamePlayer } from '../../../test/wallet-api';
import { startSession } from '../sessions';
import { checkLedger, credit } from '../wallet';
import { betLimitRefusal } from './bet-limits';
import { saferGamblingEventsOf, setBetLimit, signInSessionsOf, sqlRefusal, usdGamePlayer } from '../../../test/bet-limits';
import { signUpPlayer } from '../../../test/players';
import { formatExclusionEnd } from './service';

// Loss, wager and session-time limits at the seamless-wallet API's bets (responsible-gaming/bet-limits.ts and
// db/functions/safer_gambling_bet_refusal.sql), driven over HTTP by the sandbox aggregator on the injected clock.

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

describe('safer gambling limits at wallet API bets', () => {
  let api: Awaited<ReturnType<typeof startWalletApi>>;
  let aggregator: SandboxAggregator;
  let db: Db;
  beforeAll(async () => {
    api = await startWalletApi();
    aggregator = api.sandbox();
    db = api.database.db;
  });
  afterAll(async () => {
    expect(await checkLedger(db)).toMatchObject({ isSound: true });
    await api.close();
  });

  const player = (currency: TCurrencyCode = 'EUR') => newGamePlayer(db, api.clock, { funding: 100_000n, currency });
  const bet = async (p: GamePlayer, amount: string) => (await aggregator.bet(p.bet(amount))).body.status;

  it.each(['loss_24h', 'loss_7d', 'loss_30d', 'wager_24h', 'wager_7d', 'wager_30d'] as const)(
    '%s: a bet reaching the limit exactly passes; one minor unit more is LIMIT_REACHED and moves nothing',
    async (limit) => {
      const p = await player();
      await setBetLimit(db, p.playerId, limit, 5_000n, api.clock.now());
      expect(await bet(p, '3000')).toBe('OK');
      const over = await aggregator.bet(p.bet('2001'));
      expect(over.body).toMatchObject({ status: 'LIMIT_REACHED', balance: '97000', transaction_id: null });
      // The TypeScript rule names the same limit, with the figures the player is told.
      const refusal = await betLimitRefusal(db, p.playerId, 'EUR', 2_001n, api.clock.now());
      expect(refusal).toMatchObject({ limit, used: 3_000n, value: 5_000n });
      expect(refusal!.message).toMatch(
        /^Your (24-hour|7-day|30-day) (loss|wager) limit is 50\.00 EUR and 30\.00 EUR of it is used; this stake of 20\.01 EUR would pass it\. It resets at \d+ \w+ \d{4}, \d\d:\d\d UTC\.$/,
      );
      expect(await bet(p, '2000')).toBe('OK');
      expect(await bet(p, '1')).toBe('LIMIT_REACHED');
    },
  );

  it('counts wins and rollbacks against the loss limit, not the wager limit; wins and rollbacks are never refused', async () => {
    const p = await player();
    await setBetLimit(db, p.playerId, 'loss_24h', 5_000n, api.clock.now());
    const first = p.bet('5000');
    expect((await aggregator.bet(first)).body.status).toBe('OK');
    expect(await bet(p, '1')).toBe('LIMIT_REACHED');
    // A win of 20.00 brings the loss to 30.00: 20.00 more may be staked, not 20.01.
    expect((await aggregator.win(winOf(first, '2000'))).body.status).toBe('OK');
    expect(await bet(p, '2001')).toBe('LIMIT_REACHED');
    const second = p.bet('2000');
    expect((await aggregator.bet(second)).body.status).toBe('OK');
    // A rollback gives the stake back, and its room.
    expect((await aggregator.rollback(rollbackOf(second))).body.status).toBe('OK');
    expect(await bet(p, '2000')).toBe('OK');
    // The wager limit counts every stake: 50 + 20 + 20 already passes 80.
    await setBetLimit(db, p.playerId, 'wager_24h', 9_000n, api.clock.now());
    expect(await bet(p, '1')).toBe('LIMIT_REACHED');
  });

  it('resets when the oldest stake leaves the window, as the message says', async () => {
    let p = await player();
    await setBetLimit(db, p.playerId, 'wager_24h', 5_000n, api.clock.now());
    expect(await bet(p, '3000')).toBe('OK');
    api.clock.advance(HOUR_MS);
    expect(await bet(p, '2000')).toBe('OK');
    const at = api.clock.now();
    const refusal = await betLimitRefusal(db, p.playerId, 'EUR', 1n, at);
    const firstAt = refusal!.kind === 'money' ? refusal!.resetsAt! : null;
    // Just before the first stake's 24 hours: still refused (by SQL and TS); at them, 30.00 of room is back.
    const before = new Date(firstAt!.getTime() - 1);
    expect(await sqlRefusal(db, p.playerId, 'EUR', 1n, before)).toBe('wager_24h');
    expect(await sqlRefusal(db, p.playerId, 'EUR', 3_000n, firstAt!)).toBeNull();
    expect(await sqlRefusal(db, p.playerId, 'EUR', 3_001n, firstAt!)).toBe('wager_24h');
    expect(await betLimitRefusal(db, p.playerId, 'EUR', 3_000n, firstAt!)).toBeNull();
    api.clock.set(firstAt!);
    // The game session idled out over the day; the game opens a new one.
    p = await gamePlayerOf(db, api.clock, p.playerId);
    expect(await bet(p, '3001')).toBe('LIMIT_REACHED');
    expect(await bet(p, '3000')).toBe('OK');
  });

  it('counts stakes of every currency in the account currency at the stored rate, rounded against the player', async () => {
    const p = await player('EUR');
    // One player holding EUR (account currency) and USD.
    const inUsd = await usdGamePlayer(db, api.clock, p.playerId);
    await setBetLimit(db, p.playerId, 'wager_24h', 5_000n, api.clock.now());
    expect((await aggregator.bet(inUsd.bet('1000'))).body.status).toBe('OK');
    const used = (await betLimitRefusal(db, p.playerId, 'EUR', 5_000n, api.clock.now()))!;
    expect(used.kind === 'money' && used.used).toBeGreaterThan(0n);
    const room = 5_000n - (used.kind === 'money' ? used.used : 0n);
    expect(await bet(p, (room + 1n).toString())).toBe('LIMIT_REACHED');
    expect(await bet(p, room.toString())).toBe('OK');
  });

  it('shows on the safer-gambling page what the bets used and when it resets, as a refusal names them', async () => {
    const signedUp = await signUpPlayer(api.app);
    const signedInAt = api.clock.now();
    const playerId = signedUp.user.id;
    await credit(db, {
      source: 'gateway:test',
      idempotencyKey: `fund:${playerId}`,
      kind: 'deposit',
      currency: 'EUR',
      amount: 100_000n,
      userId: playerId,
      from: { kind: 'gateway_clearing' },
    });
    for (const [limit, value] of [
      ['wager_24h', '50'],
      ['loss_7d', '100'],
      ['session_time', '90'],
    ]) {
      expect((await signedUp.profile.put('/profile/safer-gambling/limits', { limit, value })).statusCode).toBe(200);
    }
    const p = await gamePlayerOf(db, api.clock, playerId);
    const first = p.bet('1000');
    expect((await aggregator.bet(first)).body.status).toBe('OK');
    const firstAt = api.clock.now();
    api.clock.advance(20 * MINUTE_MS);
    expect(await bet(p, '1500')).toBe('OK');
    expect((await aggregator.win(winOf(first, '500'))).body.status).toBe('OK');
    api.clock.advance(10 * MINUTE_MS);

    const res = await signedUp.profile.get('/profile/safer-gambling');
    expect(res.statusCode, res.body).toBe(200);
    const shown = (limit: string) => res.json<TSaferGamblingResponse>().limits.find((l) => l.limit === limit)!;
    // Staked 25.00, won 5.00 back: the wager limit counts 25.00, the loss limit 20.00, both from the first stake.
    expect(shown('wager_24h')).toMatchObject({ value: '50.00', used: '25.00' });
    expect(shown('loss_7d')).toMatchObject({ value: '100.00', used: '20.00' });
    const now = api.clock.now();
    for (const [limit, stake] of [
      ['wager_24h', 3_000n],
      ['loss_7d', 9_000n],
    ] as const) {
      const refusal = (await betLimitRefusal(db, playerId, 'EUR', stake, now))!;
      expect(refusal).toMatchObject({ kind: 'money', limit });
      const { used, resetsAt } = shown(limit);
      expect(refusal.message).toContain(`and ${used} EUR of it is used;`);
      expect(refusal.message).toContain(`It resets at ${formatExclusionEnd(new Date(resetsAt!))}.`);
      expect(refusal.kind === 'money' && refusal.resetsAt!.toISOString()).toBe(resetsAt);
    }
    // The first stake's time plus each window (the page reads it from the ledger, stamped by the clock then).
    expect(new Date(shown('wager_24h').resetsAt!).getTime() - 24 * HOUR_MS).toBeGreaterThanOrEqual(signedInAt.getTime());
    expect(new Date(shown('wager_24h').resetsAt!).getTime() - 24 * HOUR_MS).toBeLessThanOrEqual(firstAt.getTime());
    expect(new Date(shown('loss_7d').resetsAt!).getTime()).toBe(new Date(shown('wager_24h').resetsAt!).getTime() + 6 * 24 * HOUR_MS);

    // The session: its minutes since sign-in, and the moment the session limit refuses a bet.
    const session = shown('session_time');
    const minutes = Math.floor((now.getTime() - signedInAt.getTime()) / MINUTE_MS);
    expect(Number(session.used)).toBeGreaterThanOrEqual(30);
    expect(Number(session.used)).toBeLessThanOrEqual(minutes);
    const reachedAt = new Date(session.resetsAt!);
    expect(await betLimitRefusal(db, playerId, 'EUR', 0n, new Date(reachedAt.getTime() - 1))).toBeNull();
    expect(await betLimitRefusal(db, playerId, 'EUR', 0n, reachedAt)).toMatchObject({ kind: 'session', minutes: 90 });
    expect(await sqlRefusal(db, playerId, 'EUR', 0n, reachedAt)).toBe('session_time');
  });

  it('ends the session at its minute: bets refused, every sign-in session revoked, one record row', async () => {
    const p = await player();
    const signedIn = api.clock.now();
    await startSession(db, api.app.config, p.playerId, { ip: '127.0.0.1', userAgent: null }, signedIn);
    await setBetLimit(db, p.playerId, 'session_time', 60n, signedIn);
    expect(await sqlRefusal(db, p.playerId, 'EUR', 0n, new Date(signedIn.getTime() + 60 * 60_000 - 1))).toBeNull();
    expect(await sqlRefusal(db, p.playerId, 'EUR', 0n, new Date(signedIn.getTime() + 60 * 60_000))).toBe('session_time');
    expect(await bet(p, '100')).toBe('OK');
    api.clock.advance(60 * 60_000);
    expect(await bet(p, '100')).toBe('LIMIT_REACHED');
    const live = await signInSessionsOf(db, p.playerId);
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect(await bet(p, '100')).toBe('LIMIT_REACHED');
    // One row for the sessions ended, and each refused bet recorded with the limit that refused it (signs of harm).
    const events = await saferGamblingEventsOf(db, p.playerId);
    expect(events.map((e) => [e.actor, e.action, e.action === 'limit_refused' ? e.after : null])).toEqual([
      ['system', 'session_limit_ended_session', null],
      ['system', 'limit_refused', { limit: 'session_time', what: 'play' }],
      ['system', 'limit_refused', { limit: 'session_time', what: 'play' }],
    ]);
    // A new sign-in starts a new session.
    await startSession(db, api.app.config, p.playerId, { ip: '127.0.0.1', userAgent: null }, api.clock.now());
    expect(await bet(p, '100')).toBe('OK');
  });
});
