import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFlakyProxy } from '../../../test/flaky-proxy';
import { DeliveryFailed, rollbackOf, winOf, type SandboxAggregator } from '../../../test/sandbox-aggregator';
import { newGamePlayer, startWalletApi, walletApiMovements } from '../../../test/wallet-api';

// The sandbox aggregator behind a network that drops requests and loses answers: its retries reach
// the API as replays, and money moves once whatever the network does.

describe('seamless wallet through a flaky network', () => {
  let api: Awaited<ReturnType<typeof startWalletApi>>;
  let proxy: Awaited<ReturnType<typeof startFlakyProxy>>;
  let aggregator: SandboxAggregator;
  let pauses: number[];
  beforeAll(async () => {
    api = await startWalletApi();
    proxy = await startFlakyProxy(api.baseUrl);
    aggregator = api.sandbox({ baseUrl: proxy.url, sleep: async (ms) => void pauses.push(ms) });
  });
  afterAll(async () => {
    await proxy.close();
    await api.close();
  });

  const player = () => newGamePlayer(api.database.db, api.clock, { funding: 10_000n });

  it('retries a bet whose answers were lost, a second apart, and the retries replay it: one debit, one transaction_id', async () => {
    pauses = [];
    const p = await player();
    const bet = p.bet('2500');
    const before = proxy.forwarded();
    proxy.fail('lose-answer', 'gateway-timeout');
    const delivered = await aggregator.bet(bet);
    expect(delivered).toMatchObject({ attempts: 3, body: { status: 'OK', balance: '7500' } });
    expect(pauses).toEqual([1000, 1000]);
    expect(proxy.forwarded() - before).toBe(3);
    expect((await aggregator.replay('bet', bet)).body.transaction_id).toBe(delivered.body.transaction_id);
    expect(await walletApiMovements(api.database.db, p.playerId)).toEqual([expect.objectContaining({ kind: 'bet', amount: '2500' })]);
  });

  it('gives a win up after three retries, then a later delivery pays it once', async () => {
    pauses = [];
    const p = await player();
    const bet = p.bet('1000');
    await aggregator.bet(bet);
    const win = winOf(bet, '4000');
    proxy.fail('drop', 'lose-answer', 'drop', 'gateway-timeout');
    await expect(aggregator.win(win)).rejects.toBeInstanceOf(DeliveryFailed);
    expect(pauses).toEqual([1000, 1000, 1000]);
    // One of the lost attempts reached the API and paid; the next delivery is its replay.
    expect((await aggregator.win(win)).body).toMatchObject({ status: 'OK', balance: '13000' });
    expect((await walletApiMovements(api.database.db, p.playerId)).map((m) => m.kind)).toEqual(['bet', 'win']);
  });

  it('keeps sending a rollback with growing pauses until it is answered', async () => {
    pauses = [];
    const p = await player();
    const bet = p.bet('600');
    await aggregator.bet(bet);
    proxy.fail('gateway-timeout', 'drop', 'lose-answer', 'gateway-timeout');
    const rolled = await aggregator.rollback(rollbackOf(bet));
    expect(rolled).toMatchObject({ attempts: 5, body: { status: 'OK', balance: '10000' } });
    expect(pauses).toEqual([1000, 2000, 4000, 8000]);
    expect((await walletApiMovements(api.database.db, p.playerId)).map((m) => [m.kind, m.amount])).toEqual([
      ['bet', '600'],
      ['rollback', '600'],
    ]);
  });
});
