import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollbackOf, winOf, type SandboxAggregator } from '../../../test/sandbox-aggregator';
import { createStudioWallet } from '../../../test/studio-wallet';
import {
  newGamePlayer,
  OTHER_OPERATOR,
  SANDBOX_OPERATOR,
  SECRETS,
  startWalletApi,
  walletApiMovements,
  type GamePlayer,
} from '../../../test/wallet-api';
import { startSelfExclusion } from '../responsible-gaming';
import { checkLedger, credit } from '../wallet';
import { GAME_SESSION_IDLE_MS } from './game-sessions';

// Every money rule of the seamless-wallet API: its conformance suite, run against the sandbox aggregator's operator
// id over HTTP and against our own studio's in-process, which must meet the same rules.

type Api = Awaited<ReturnType<typeof startWalletApi>>;
const DRIVERS: { name: string; connect: (api: Api) => SandboxAggregator | ReturnType<typeof createStudioWallet> }[] = [
  { name: 'the sandbox aggregator, over HTTP', connect: (api) => api.sandbox({ operatorId: SANDBOX_OPERATOR, secret: SECRETS.sandbox }) },
  { name: 'our studio, in-process', connect: (api) => createStudioWallet(api.app.config, api.database.db, api.clock) },
];

describe.each(DRIVERS)('seamless wallet: bets, wins, rollbacks and rounds, driven by $name', ({ connect }) => {
  let api: Api;
  let aggregator: ReturnType<typeof connect>;
  beforeAll(async () => {
    api = await startWalletApi();
    aggregator = connect(api);
  });
  afterAll(async () => {
    expect(await checkLedger(api.database.db)).toMatchObject({ isSound: true });
    await api.close();
  });

  const player = (options: Parameters<typeof newGamePlayer>[2] = {}) =>
    newGamePlayer(api.database.db, api.clock, { operatorId: aggregator.operatorId, ...options });
  const balanceOf = async (p: GamePlayer) => (await aggregator.balance(p.call)).body.balance;
  const movements = (p: GamePlayer) => walletApiMovements(api.database.db, p.playerId);

  it('takes a bet and pays its win through the ledger; a round closed by its win takes no more bets', async () => {
    const p = await player({ funding: 10_000n });
    const bet = p.bet('1250');
    const placed = await aggregator.bet(bet);
    expect(placed).toEqual({
      httpStatus: 200,
      attempts: 1,
      body: {
        status: 'OK',
        request_uuid: expect.any(String),
        balance: '8750',
        currency: 'EUR',
        transaction_id: expect.stringMatching(/^\d+$/),
      },
    });
    const won = await aggregator.win(winOf(bet, '3000', undefined, { round_closed: true }));
    expect(won.body).toMatchObject({ status: 'OK', balance: '11750', transaction_id: expect.stringMatching(/^\d+$/) });
    expect(won.body.transaction_id).not.toBe(placed.body.transaction_id);

    const late = await aggregator.bet(p.bet('100', { round_id: bet.round_id }));
    expect(late.body).toMatchObject({ status: 'ROUND_CLOSED', balance: '11750', transaction_id: null });
    expect(await movements(p)).toEqual([
      { kind: 'bet', amount: '1250', key: `${aggregator.operatorId}:${bet.transaction_uuid}`, userId: p.playerId, reference: null },
      {
        kind: 'win',
        amount: '3000',
        key: expect.stringMatching(new RegExp(`^${aggregator.operatorId}:win-`)),
        userId: p.playerId,
        reference: bet.transaction_uuid,
      },
    ]);
  });

  it('answers a replay with the stored answer and the same transaction_id, and moves nothing', async () => {
    const p = await player({ funding: 10_000n });
    const bet = p.bet('1000');
    const first = await aggregator.bet(bet);
    const win = winOf(bet, '400');
    const paid = await aggregator.win(win);
    expect(paid.body).toMatchObject({ status: 'OK', balance: '9400' });

    const again = await aggregator.replay('bet', bet);
    // The stored answer, balance included, though the balance has changed since.
    expect(again.body).toEqual({ ...first.body, request_uuid: expect.any(String) });
    expect(again.body.request_uuid).not.toBe(first.body.request_uuid);
    expect((await aggregator.replay('win', win)).body).toEqual({ ...paid.body, request_uuid: expect.any(String) });
    expect(await balanceOf(p)).toBe('9400');
    expect(await movements(p)).toHaveLength(2);
  });

  it('refuses the same uuid with any other field as DUPLICATE_TRANSACTION, moving nothing', async () => {
    const p = await player({ funding: 10_000n });
    const other = await player({ funding: 10_000n });
    const bet = p.bet('1000');
    await aggregator.bet(bet);
    const variants = [
      { ...bet, amount: '1001' },
      { ...bet, round_id: 'another-round' },
      { ...bet, game_code: 'acme:other-game' },
      { ...bet, currency: 'USD' },
      { ...bet, ...other.call },
    ];
    for (const variant of variants) {
      expect((await aggregator.bet(variant)).body, JSON.stringify(variant)).toMatchObject({
        status: 'DUPLICATE_TRANSACTION',
        transaction_id: null,
      });
    }
    // Another type under the bet's uuid, and a win's uuid sent again with another reference.
    expect((await aggregator.win(winOf(bet, '10', bet.transaction_uuid as string))).body.status).toBe('DUPLICATE_TRANSACTION');
    const win = winOf(bet, '10');
    await aggregator.win(win);
    expect((await aggregator.win({ ...win, reference_transaction_uuid: 'bet-else' })).body.status).toBe('DUPLICATE_TRANSACTION');
    expect((await aggregator.sameUuidOtherAmount('win', win, '11')).body.status).toBe('DUPLICATE_TRANSACTION');
    expect(await balanceOf(p)).toBe('9010');
    expect(await balanceOf(other)).toBe('10000');
  });

  it('stores refusals: NOT_ENOUGH_MONEY carries the balance, and the same bet after a deposit gets the same answer', async () => {
    const p = await player({ funding: 500n });
    const bet = p.bet('600');
    expect((await aggregator.bet(bet)).body).toMatchObject({
      status: 'NOT_ENOUGH_MONEY',
      balance: '500',
      currency: 'EUR',
      transaction_id: null,
    });
    await credit(api.database.db, {
      source: 'gateway:test',
      idempotencyKey: `top-up:${p.playerId}`,
      kind: 'deposit',
      currency: 'EUR',
      amount: 1000n,
      userId: p.playerId,
      from: { kind: 'gateway_clearing' },
    });
    expect((await aggregator.replay('bet', bet)).body).toMatchObject({ status: 'NOT_ENOUGH_MONEY', balance: '500' });
    expect(await balanceOf(p)).toBe('1500');
    // A win for the refused bet finds no bet that took money; a rollback of it has nothing to give back.
    expect((await aggregator.win(winOf(bet, '50'))).body.status).toBe('TRANSACTION_DOES_NOT_EXIST');
    expect((await aggregator.rollback(rollbackOf(bet))).body).toMatchObject({ status: 'OK', balance: '1500' });
    expect(await movements(p)).toEqual([]);
  });

  it('refuses a win for an unknown bet, or for a bet of another player or round, with TRANSACTION_DOES_NOT_EXIST', async () => {
    const p = await player();
    const other = await player();
    const bet = p.bet('100');
    await aggregator.bet(bet);
    const refusals = [
      winOf({ ...bet, transaction_uuid: 'bet-never-sent' }, '10'),
      winOf(bet, '10', undefined, other.call),
      winOf(bet, '10', undefined, { round_id: 'another-round' }),
    ];
    for (const win of refusals)
      expect((await aggregator.win(win)).body).toMatchObject({ status: 'TRANSACTION_DOES_NOT_EXIST', transaction_id: null });
    expect((await aggregator.win(winOf(bet, '10', undefined, { currency: 'USD' }))).body.status).toBe('WRONG_CURRENCY');
    expect((await aggregator.win(winOf(bet, '10', undefined, { game_code: 'acme:other' }))).body.status).toBe('INVALID_GAME');
    expect(await balanceOf(p)).toBe('9900');
  });

  it('refuses a win sent before its bet, and keeps refusing its retries once the bet has landed', async () => {
    const p = await player();
    const bet = p.bet('300');
    const win = winOf(bet, '900');
    const { win: early, bet: placed } = await aggregator.winBeforeBet(bet, '900', win.transaction_uuid as string);
    expect(early.body.status).toBe('TRANSACTION_DOES_NOT_EXIST');
    expect(placed.body).toMatchObject({ status: 'OK', balance: '9700' });
    expect((await aggregator.replay('win', win)).body.status).toBe('TRANSACTION_DOES_NOT_EXIST');
    expect(await balanceOf(p)).toBe('9700');
  });

  it('rolls back exactly what the bet took, once: a second rollback and replays move nothing', async () => {
    const p = await player({ funding: 10_000n });
    const bet = p.bet('700');
    await aggregator.bet(bet);
    // The amount a rollback carries does not decide what it gives back.
    const rollback = rollbackOf(bet, undefined, { amount: '1' });
    const first = await aggregator.rollback(rollback);
    expect(first.body).toMatchObject({ status: 'OK', balance: '10000', transaction_id: expect.stringMatching(/^\d+$/) });
    expect((await aggregator.replay('rollback', rollback)).body).toEqual({ ...first.body, request_uuid: expect.any(String) });
    const second = await aggregator.rollback(rollbackOf(bet));
    expect(second.body).toMatchObject({ status: 'OK', balance: '10000' });
    expect(second.body.transaction_id).not.toBe(first.body.transaction_id);
    expect((await aggregator.win(winOf(bet, '5000'))).body).toMatchObject({ status: 'TRANSACTION_ROLLED_BACK', balance: '10000' });
    expect((await movements(p)).map((m) => [m.kind, m.amount])).toEqual([
      ['bet', '700'],
      ['rollback', '700'],
    ]);
  });

  it('does not roll back a bet a win has settled: TRANSACTION_ALREADY_SETTLED', async () => {
    const p = await player();
    const bet = p.bet('200');
    await aggregator.bet(bet);
    await aggregator.win(winOf(bet, '500'));
    expect((await aggregator.rollback(rollbackOf(bet))).body).toMatchObject({ status: 'TRANSACTION_ALREADY_SETTLED', balance: '10300' });
    // A second win on the same bet (a feature round) is still paid.
    expect((await aggregator.win(winOf(bet, '100'))).body).toMatchObject({ status: 'OK', balance: '10400' });
  });

  it('leaves a tombstone for a rollback that arrives before its bet: the late bet is refused and debits nothing', async () => {
    const p = await player({ funding: 10_000n });
    const bet = p.bet('800');
    const { rollback, bet: late } = await aggregator.rollbackBeforeBet(bet);
    expect(rollback.body).toMatchObject({ status: 'OK', balance: '10000', transaction_id: expect.stringMatching(/^\d+$/) });
    expect(late.body).toMatchObject({ status: 'TRANSACTION_ROLLED_BACK', balance: '10000', transaction_id: null });
    expect((await aggregator.replay('bet', bet)).body.status).toBe('TRANSACTION_ROLLED_BACK');
    // The late bet's amount completed the tombstone: another amount under its uuid is now a duplicate.
    expect((await aggregator.sameUuidOtherAmount('bet', bet, '801')).body.status).toBe('DUPLICATE_TRANSACTION');
    expect((await aggregator.win(winOf(bet, '100'))).body.status).toBe('TRANSACTION_ROLLED_BACK');
    expect((await aggregator.rollback(rollbackOf(bet))).body).toMatchObject({ status: 'OK', balance: '10000' });
    expect(await movements(p)).toEqual([]);
  });

  it('refuses bets on a closed round with ROUND_CLOSED; wins and rollbacks still land there', async () => {
    const p = await player({ funding: 10_000n });
    const first = p.bet('100');
    const second = p.bet('200', { round_id: first.round_id });
    await aggregator.bet(first);
    await aggregator.bet(second);
    const ended = await aggregator.endRound({ ...p.call, round_id: first.round_id });
    expect(ended.body).toMatchObject({ status: 'OK', balance: '9700', transaction_id: null });
    expect((await aggregator.endRound({ ...p.call, round_id: first.round_id })).body.status).toBe('OK');
    expect((await aggregator.bet(p.bet('50', { round_id: first.round_id }))).body).toMatchObject({
      status: 'ROUND_CLOSED',
      balance: '9700',
    });
    expect((await aggregator.win(winOf(first, '1000'))).body).toMatchObject({ status: 'OK', balance: '10700' });
    expect((await aggregator.rollback(rollbackOf(second))).body).toMatchObject({ status: 'OK', balance: '10900' });

    // A round ended before anything was bet in it, and a bet that closes its own round.
    const ahead = `round-ahead-${p.playerId}`;
    await aggregator.endRound({ ...p.call, round_id: ahead });
    expect((await aggregator.bet(p.bet('10', { round_id: ahead }))).body.status).toBe('ROUND_CLOSED');
    const single = p.bet('10', { round_closed: true });
    expect((await aggregator.bet(single)).body.status).toBe('OK');
    expect((await aggregator.bet(p.bet('10', { round_id: single.round_id }))).body.status).toBe('ROUND_CLOSED');
  });

  it('needs a live token for bets only; the idle expiry moves with use', async () => {
    const p = await player({ funding: 10_000n });
    const bet = p.bet('100');
    await aggregator.bet(bet);
    api.clock.advance(GAME_SESSION_IDLE_MS - 60_000);
    const kept = p.bet('100');
    expect((await aggregator.bet(kept)).body.status).toBe('OK');
    api.clock.advance(GAME_SESSION_IDLE_MS - 60_000);
    // Used a little under four hours ago: still live.
    expect((await aggregator.authenticate(p.call)).body.status).toBe('OK');
    api.clock.advance(GAME_SESSION_IDLE_MS + 1000);

    expect((await aggregator.bet(p.bet('100'))).body).toMatchObject({ status: 'TOKEN_EXPIRED', balance: '9800' });
    expect((await aggregator.authenticate(p.call)).body.status).toBe('TOKEN_EXPIRED');
    expect((await aggregator.balance(p.call)).body).toMatchObject({ status: 'OK', balance: '9800' });
    // Wins, rollbacks and end-round never look at the token, expired, absent or unknown.
    expect((await aggregator.win(winOf(bet, '500'))).body).toMatchObject({ status: 'OK', balance: '10300' });
    expect((await aggregator.rollback(rollbackOf(kept, undefined, { session_token: 'not-a-token' }))).body).toMatchObject({
      status: 'OK',
      balance: '10400',
    });
    expect((await aggregator.endRound({ ...p.call, round_id: bet.round_id })).body.status).toBe('OK');
  });

  it('refuses a bet whose token is for another player, operator, game or currency', async () => {
    const p = await player();
    const other = await player();
    const refusals: [Record<string, unknown>, string][] = [
      [{ session_token: other.token }, 'INVALID_TOKEN'],
      [{ session_token: 'never-issued' }, 'INVALID_TOKEN'],
      [{ game_code: 'acme:other-game' }, 'INVALID_GAME'],
      [{ currency: 'USD' }, 'WRONG_CURRENCY'],
      [{ currency: 'XYZ' }, 'WRONG_CURRENCY'],
    ];
    for (const [change, status] of refusals)
      expect((await aggregator.bet(p.bet('100', change))).body.status, JSON.stringify(change)).toBe(status);
    const foreign = await player({ operatorId: OTHER_OPERATOR });
    expect((await aggregator.bet(foreign.bet('100'))).body.status).toBe('INVALID_TOKEN');
    expect(await balanceOf(p)).toBe('10000');
  });

  it('tells no balance with INVALID_TOKEN: a token that is not the player’s proves nothing about the caller', async () => {
    const p = await player();
    const other = await player();
    const withOthers = { ...p.call, session_token: other.token };
    const unknown = { ...p.call, session_token: 'never-issued' };
    const invalid = { status: 'INVALID_TOKEN', balance: null };
    for (const call of [withOthers, unknown]) {
      expect((await aggregator.authenticate(call)).body, call.session_token).toMatchObject(invalid);
      expect((await aggregator.balance(call)).body, call.session_token).toMatchObject(invalid);
    }
    const bet = p.bet('100', { session_token: other.token });
    expect((await aggregator.bet(bet)).body).toMatchObject(invalid);
    // Its replay is answered from the stored row, still without the balance.
    expect((await aggregator.bet(bet)).body).toMatchObject(invalid);
    expect((await aggregator.bet(p.bet('100', { session_token: 'never-issued' }))).body).toMatchObject(invalid);
    // The player's own token still shows it.
    expect((await aggregator.balance(p.call)).body).toMatchObject({ status: 'OK', balance: '10000' });
  });

  it('refuses bets of a self-excluded player with USER_DISABLED, and still pays their wins', async () => {
    const p = await player({ funding: 10_000n });
    const bet = p.bet('1000');
    await aggregator.bet(bet);
    await startSelfExclusion(api.database.db, p.playerId, '6_MONTHS', api.clock.now());
    expect((await aggregator.bet(p.bet('100'))).body).toMatchObject({ status: 'USER_DISABLED', balance: '9000' });
    expect((await aggregator.authenticate(p.call)).body.status).toBe('USER_DISABLED');
    expect((await aggregator.win(winOf(bet, '2500'))).body).toMatchObject({ status: 'OK', balance: '11500' });
  });

  it('refuses a zero bet with BET_NOT_ALLOWED; a zero win settles the bet and moves nothing', async () => {
    const p = await player();
    expect((await aggregator.bet(p.bet('0'))).body.status).toBe('BET_NOT_ALLOWED');
    const bet = p.bet('100');
    await aggregator.bet(bet);
    expect((await aggregator.win(winOf(bet, '0', undefined, { round_closed: true }))).body).toMatchObject({
      status: 'OK',
      balance: '9900',
    });
    expect((await aggregator.rollback(rollbackOf(bet))).body.status).toBe('TRANSACTION_ALREADY_SETTLED');
    expect((await movements(p)).map((m) => m.kind)).toEqual(['bet']);
  });

  it('refuses a win no balance could hold with LIMIT_REACHED, moving nothing', async () => {
    const p = await player();
    const bet = p.bet('100');
    await aggregator.bet(bet);
    expect((await aggregator.win(winOf(bet, '9'.repeat(38)))).body).toMatchObject({ status: 'LIMIT_REACHED', balance: '9900' });
    expect((await movements(p)).map((m) => m.kind)).toEqual(['bet']);
  });
});
