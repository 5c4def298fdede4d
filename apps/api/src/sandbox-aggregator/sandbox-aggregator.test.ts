import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFlakyProxy } from '../../test/flaky-proxy';
import { rollbackOf } from '../../test/sandbox-aggregator';
import { newGamePlayer, SANDBOX_OPERATOR, SECRETS, startWalletApi, walletApiMovements, type GamePlayer } from '../../test/wallet-api';
import { startSelfExclusion } from '../modules/responsible-gaming';
import { checkLedger, getPlayerBalances } from '../modules/wallet';
import { netMovement, type LedgerEntry } from './ledger';
import type { Sleep, SleepPurpose } from './lifecycle';
import { createSandboxAggregator, type SandboxAggregatorOptions } from './sandbox-aggregator';
import { signatureHeader } from './signature';

// The sandbox aggregator run in-process against the real API over HTTP: launches signed both ways, rounds paid
// by its own timer, and its deliveries through a network that loses requests and answers. Its pauses are
// injected: retries return at once, settlement timers are held until the test lets them go.

const GAME = 'sandbox:coin-flip';
const FUNDING = 10_000n;

/** Retry and backoff pauses recorded and skipped; settlement timers held until `settleAll`. */
function testSleep() {
  const pauses: { ms: number; purpose: SleepPurpose }[] = [];
  const held: (() => void)[] = [];
  const sleep: Sleep = (ms, purpose) => {
    if (purpose === 'settle') return new Promise<void>((resolve) => held.push(resolve));
    pauses.push({ ms, purpose });
    return Promise.resolve();
  };
  return { sleep, pauses, heldSettlements: () => held.length, settleAll: () => held.splice(0).forEach((release) => release()) };
}

describe('sandbox game aggregator', () => {
  let api: Awaited<ReturnType<typeof startWalletApi>>;
  let proxy: Awaited<ReturnType<typeof startFlakyProxy>>;
  const running: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    api = await startWalletApi();
    proxy = await startFlakyProxy(api.baseUrl);
  });
  afterAll(async () => {
    await Promise.all(running.map((a) => a.close()));
    expect(await checkLedger(api.database.db)).toMatchObject({ isSound: true });
    await proxy.close();
    await api.close();
  });

  async function startAggregator(options: Partial<SandboxAggregatorOptions> = {}) {
    const time = testSleep();
    const aggregator = createSandboxAggregator({
      walletApiUrl: api.baseUrl,
      secret: SECRETS.sandbox,
      port: 0,
      clock: api.clock,
      sleep: time.sleep,
      log: () => {},
      ...options,
    });
    const origin = await aggregator.listen();
    running.push(aggregator);
    return { aggregator, origin, time };
  }

  const player = (funding = FUNDING) =>
    newGamePlayer(api.database.db, api.clock, { funding, operatorId: SANDBOX_OPERATOR, gameCode: GAME });
  const realMoney = (p: GamePlayer) => ({
    operator_id: SANDBOX_OPERATOR,
    game_code: GAME,
    currency: 'EUR',
    lang: 'en',
    demo: false,
    player_id: p.playerId,
    session_token: p.token,
  });
  const demo = { operator_id: SANDBOX_OPERATOR, game_code: GAME, currency: 'EUR', lang: 'en', demo: true };

  /** POST /v1/launch as the casino sends it; `header` replaces the signature. */
  function launch(origin: string, body: unknown, header?: string) {
    const raw = JSON.stringify(body);
    return fetch(`${origin}/v1/launch`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-wallet-signature': header ?? signatureHeader(SECRETS.sandbox, raw, api.clock.now()),
      },
      body: raw,
    });
  }

  /** The game's address on this machine, from a launch that must succeed. */
  async function openGame(origin: string, body: unknown): Promise<string> {
    const answer = await launch(origin, body);
    expect(answer.status).toBe(200);
    const { url } = (await answer.json()) as { url: string };
    return `${origin}${new URL(url).pathname}`;
  }

  const flip = (game: string, stake: unknown) =>
    fetch(`${game}/rounds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ stake }) });
  const stateOf = async (game: string) => (await fetch(`${game}/state`)).json();
  const realBalance = async (p: GamePlayer) => (await getPlayerBalances(api.database.db, p.playerId, 'EUR')).real;
  const entriesOf = (ledger: readonly LedgerEntry[], p: GamePlayer) => ledger.filter((e) => e.playerId === p.playerId);

  it('gives a game URL for a signed launch and refuses a bad signature, a bad body and a session the casino refuses', async () => {
    const { aggregator, origin } = await startAggregator();
    const p = await player();
    const answer = await launch(origin, realMoney(p));
    expect(answer.status).toBe(200);
    const { url } = (await answer.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${aggregator.publicUrl()}/games/[A-Za-z0-9_-]{32}$`));

    const page = await fetch(`${origin}${new URL(url).pathname}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http: https:');
    expect(page.headers.get('x-frame-options')).toBeNull();
    const html = await page.text();
    for (const part of ['Coin Flip', 'Sandbox aggregator', GAME, 'role="status"', '<label for="stake"', 'Flip</button>'])
      expect(html).toContain(part);
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)=/);
    expect(await stateOf(`${origin}${new URL(url).pathname}`)).toEqual({ balance: '100.00', currency: 'EUR', rounds: [] });
    expect(await stateOf(await openGame(origin, demo))).toEqual({ balance: '1000.00', currency: 'EUR', rounds: [] });

    const raw = JSON.stringify(realMoney(p));
    const now = api.clock.now();
    for (const header of [
      signatureHeader('x'.repeat(48), raw, now),
      signatureHeader(SECRETS.sandbox, `${raw} `, now),
      signatureHeader(SECRETS.sandbox, raw, new Date(now.getTime() - 301_000)),
      'v1=00',
    ]) {
      const refused = await launch(origin, realMoney(p), header);
      expect(refused.status, header).toBe(401);
      expect(await refused.json()).toEqual({ error: expect.stringContaining('X-Wallet-Signature') });
    }

    const { session_token: _token, ...withoutToken } = realMoney(p);
    for (const [body, problem] of [
      [withoutToken, /session_token: is required for real money/],
      [{ ...demo, player_id: p.playerId }, /player_id: must be absent for demo play/],
      [{ ...realMoney(p), operator_id: 'aggregator-a' }, /operator_id must be sandbox-aggregator/],
      [{ ...realMoney(p), currency: 'XXX' }, /currency/],
      ['not an object', /body/],
    ] as const) {
      const refused = await launch(origin, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toMatch(problem);
    }

    const unknownToken = await launch(origin, { ...realMoney(p), session_token: 'never-issued' });
    expect([unknownToken.status, await unknownToken.json()]).toEqual([409, expect.objectContaining({ error: 'INVALID_TOKEN' })]);
    const excluded = await player();
    await startSelfExclusion(api.database.db, excluded.playerId, '6_MONTHS', api.clock.now());
    const disabled = await launch(origin, realMoney(excluded));
    expect([disabled.status, await disabled.json()]).toEqual([403, expect.objectContaining({ error: 'USER_DISABLED' })]);

    const unknown = await fetch(`${origin}/games/${'A'.repeat(32)}`);
    expect([unknown.status, await unknown.text()]).toEqual([404, expect.stringContaining('Game not found')]);
  });

  it('plays real rounds: the bet at once, the win after the settlement delay, the balance moved by exactly win − stake', async () => {
    const { aggregator, origin, time } = await startAggregator();
    const p = await player();
    const game = await openGame(origin, realMoney(p));
    const stakes = ['0.10', '1.00', '5.00'];
    const played = [];
    for (const stake of stakes) {
      const answer = await flip(game, stake);
      expect(answer.status).toBe(200);
      played.push((await answer.json()) as { roundId: string; outcome: 'win' | 'lose'; stake: string; win: string; status: string });
    }
    expect(played.map((r) => [r.stake, r.status, r.win === (r.outcome === 'win' ? (Number(r.stake) * 2).toFixed(2) : '0.00')])).toEqual(
      stakes.map((s) => [s, 'open', true]),
    );
    // Until the timers fire, only the bets have been sent and every round is open.
    expect(time.heldSettlements()).toBe(3);
    expect(entriesOf(aggregator.ledger(), p).map((e) => [e.type, e.status])).toEqual(stakes.map(() => ['bet', 'OK']));
    expect(((await stateOf(game)) as { balance: string; rounds: { status: string }[] }).balance).toBe('93.90');

    time.settleAll();
    await aggregator.idle();
    const entries = entriesOf(aggregator.ledger(), p);
    const bets = entries.filter((e) => e.type === 'bet');
    const wins = entries.filter((e) => e.type === 'win');
    // The three timers fire together, so the wins may be answered in any order.
    const byRound = (a: LedgerEntry, b: LedgerEntry) => a.roundId.localeCompare(b.roundId);
    expect(wins.sort(byRound).map((w) => [w.status, w.referenceTransactionUuid, w.roundId])).toEqual(
      bets.sort(byRound).map((b) => ['OK', b.transactionUuid, b.roundId]),
    );
    const staked = 10n + 100n + 500n;
    const won = wins.reduce((sum, w) => sum + BigInt(w.amount), 0n);
    expect(await realBalance(p)).toBe(FUNDING - staked + won);
    expect(netMovement(aggregator.ledger(), p.playerId, 'EUR')).toBe(won - staked);
    const state = (await stateOf(game)) as { balance: string; rounds: { status: string }[] };
    expect(state.rounds.map((r) => r.status)).toEqual(['settled', 'settled', 'settled']);
    expect(state.balance).toBe((Number(FUNDING - staked + won) / 100).toFixed(2));
  });

  it('settles a round by its own timer although its page is never asked for again', async () => {
    // The real timer, not an injected one: nothing but the aggregator's own clock pays this round.
    const { aggregator, origin } = await startAggregator({ sleep: undefined, settleDelayMs: 20 });
    const p = await player();
    const game = await openGame(origin, realMoney(p));
    expect((await flip(game, '2.50')).status).toBe(200);
    await aggregator.idle();
    const [bet, win] = entriesOf(aggregator.ledger(), p);
    expect([bet?.type, win?.type, win?.status]).toEqual(['bet', 'win', 'OK']);
    expect(await realBalance(p)).toBe(FUNDING - 250n + BigInt(win!.amount));
    // The casino holds the round as settled: its bet can no longer be rolled back.
    const casinoView = api.sandbox({ operatorId: SANDBOX_OPERATOR, secret: SECRETS.sandbox });
    const betBody = {
      player_id: p.playerId,
      game_code: GAME,
      currency: 'EUR',
      round_id: bet!.roundId,
      transaction_uuid: bet!.transactionUuid,
    };
    expect((await casinoView.rollback(rollbackOf(betBody))).body.status).toBe('TRANSACTION_ALREADY_SETTLED');
  });

  it('sends a bet whose answers were lost or late again under the same transaction_uuid, and the casino applies it once', async () => {
    const { aggregator, origin, time } = await startAggregator({ walletApiUrl: proxy.url, timeoutMs: 2_000 });
    const p = await player();
    const game = await openGame(origin, realMoney(p));
    // The first attempt is applied but its answer lost, the second never answered, the third meets a 504.
    proxy.fail('lose-answer', 'stall', 'gateway-timeout');
    const answer = await flip(game, '1.00');
    expect([answer.status, await answer.json()]).toEqual([200, expect.objectContaining({ status: 'open', balance: '99.00' })]);
    const [bet] = entriesOf(aggregator.ledger(), p);
    expect(bet).toMatchObject({ type: 'bet', status: 'OK', attempts: 4 });
    expect(time.pauses).toEqual([1000, 1000, 1000].map((ms) => ({ ms, purpose: 'retry' })));
    expect(await walletApiMovements(api.database.db, p.playerId)).toEqual([
      expect.objectContaining({ kind: 'bet', amount: '100', key: `${SANDBOX_OPERATOR}:${bet!.transactionUuid}` }),
    ]);

    time.settleAll();
    await aggregator.idle();
    expect(await realBalance(p)).toBe(FUNDING + netMovement(aggregator.ledger(), p.playerId, 'EUR'));
  });

  it('rolls back a bet that got no answer after its retries: the player keeps the stake and nothing is pending', async () => {
    const { aggregator, origin, time } = await startAggregator({ walletApiUrl: proxy.url });
    const p = await player();
    const game = await openGame(origin, realMoney(p));
    // Every attempt reaches the casino, which takes the stake, and every answer is lost.
    proxy.fail('lose-answer', 'lose-answer', 'lose-answer', 'lose-answer');
    const answer = await flip(game, '3.00');
    expect([answer.status, await answer.json()]).toEqual([502, expect.objectContaining({ error: 'UNKNOWN' })]);
    await aggregator.idle();
    const entries = entriesOf(aggregator.ledger(), p);
    expect(entries).toEqual([expect.objectContaining({ type: 'rollback', status: 'OK', amount: '300' })]);
    expect((await walletApiMovements(api.database.db, p.playerId)).map((m) => [m.kind, m.amount, m.reference])).toEqual([
      ['bet', '300', null],
      ['rollback', '300', entries[0]!.referenceTransactionUuid],
    ]);
    expect(await realBalance(p)).toBe(FUNDING);
    expect(netMovement(aggregator.ledger(), p.playerId, 'EUR')).toBe(0n);
    expect(time.heldSettlements()).toBe(0);
    expect(((await stateOf(game)) as { rounds: unknown[] }).rounds).toEqual([]);
  });

  it('keeps a win it could not deliver queued, and a later delivery pays it once', async () => {
    const { aggregator, origin, time } = await startAggregator({ walletApiUrl: proxy.url });
    const p = await player();
    const game = await openGame(origin, realMoney(p));
    expect((await flip(game, '1.00')).status).toBe(200);
    // The first delivery's first attempt is applied but its answer lost, the other three never arrive; the queued
    // delivery, under the same transaction_uuid, is answered from the casino's stored answer.
    proxy.fail('lose-answer', 'drop', 'drop', 'drop');
    time.settleAll();
    await aggregator.idle();
    const [, win] = entriesOf(aggregator.ledger(), p);
    expect(win).toMatchObject({ type: 'win', status: 'OK', attempts: 1 });
    expect(time.pauses.map((pause) => pause.purpose)).toEqual(['retry', 'retry', 'retry', 'backoff']);
    const paid = (await walletApiMovements(api.database.db, p.playerId)).filter((m) => m.kind === 'win');
    expect(paid).toHaveLength(win!.amount === '0' ? 0 : 1);
    expect(await realBalance(p)).toBe(FUNDING - 100n + BigInt(win!.amount));
  });

  it('with replay, sends every money call a second time and gets the first answer again', async () => {
    const { aggregator, origin, time } = await startAggregator({ replay: true });
    const p = await player();
    const game = await openGame(origin, realMoney(p));
    for (const stake of ['1.00', '2.00', '0.50']) expect((await flip(game, stake)).status).toBe(200);
    time.settleAll();
    await aggregator.idle();
    const entries = entriesOf(aggregator.ledger(), p);
    expect(entries.map((e) => [e.type, e.status, e.replay])).toEqual([
      ...[1, 2, 3].map(() => ['bet', 'OK', 'matched']),
      ...[1, 2, 3].map(() => ['win', 'OK', 'matched']),
    ]);
    expect(aggregator.replayMismatches()).toEqual([]);
    expect((await walletApiMovements(api.database.db, p.playerId)).filter((m) => m.kind === 'bet')).toHaveLength(3);
    expect(await realBalance(p)).toBe(FUNDING + netMovement(entries, p.playerId, 'EUR'));
  });

  it('refuses a bet the casino refuses or a bad stake, with nothing pending', async () => {
    const { aggregator, origin, time } = await startAggregator();
    const p = await player(50n);
    const game = await openGame(origin, realMoney(p));
    const refused = await flip(game, '1.00');
    expect([refused.status, await refused.json()]).toEqual([409, { error: 'NOT_ENOUGH_MONEY', message: expect.any(String) }]);
    for (const stake of ['0', '0.001', 'abc', 1]) expect((await flip(game, stake)).status, String(stake)).toBe(400);
    expect(time.heldSettlements()).toBe(0);
    expect(entriesOf(aggregator.ledger(), p).map((e) => [e.type, e.status])).toEqual([['bet', 'NOT_ENOUGH_MONEY']]);
    expect(await stateOf(game)).toEqual({ balance: '0.50', currency: 'EUR', rounds: [] });
  });

  it('plays demo rounds on pretend credits without calling the wallet', async () => {
    const { aggregator, origin, time } = await startAggregator({ walletApiUrl: proxy.url });
    const game = await openGame(origin, demo);
    const before = proxy.forwarded();
    const answer = (await (await flip(game, '5')).json()) as { win: string; balance: string; status: string };
    expect(answer).toMatchObject({ stake: '5.00', status: 'open', balance: '995.00' });
    time.settleAll();
    await aggregator.idle();
    const expected = (995 + Number(answer.win)).toFixed(2);
    expect(await stateOf(game)).toEqual({
      balance: expected,
      currency: 'EUR',
      rounds: [expect.objectContaining({ stake: '5.00', status: 'settled' })],
    });
    expect(proxy.forwarded()).toBe(before);
    expect(aggregator.ledger()).toEqual([]);
  });
});
