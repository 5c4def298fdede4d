import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollbackOf, winOf, type SandboxAggregator } from '../../../test/sandbox-aggregator';
import { newGamePlayer, startWalletApi, walletApiMovements } from '../../../test/wallet-api';
import { checkLedger } from '../wallet';

// The one SQL call of a bet, win or rollback finds ledger accounts but never creates them: a house shard met
// for the first time is created by the ledger before the call runs again, and a player without a wallet in
// the currency is refused without one being opened.

describe('seamless wallet: ledger accounts on first use', () => {
  let api: Awaited<ReturnType<typeof startWalletApi>>;
  let aggregator: SandboxAggregator;
  beforeAll(async () => {
    api = await startWalletApi();
    aggregator = api.sandbox();
  });
  afterAll(async () => {
    expect(await checkLedger(api.database.db)).toMatchObject({ isSound: true });
    await api.close();
  });

  async function countRows(query: ReturnType<typeof sql>): Promise<number> {
    const result = (await api.database.db.execute(query)) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  }
  const houseAccounts = (currency: string) =>
    countRows(sql`select count(*)::int as n from ledger_accounts where kind = 'house' and currency = ${currency}`);

  it('creates the house account a first bet in a currency meets, and moves the stake once', async () => {
    const p = await newGamePlayer(api.database.db, api.clock, { currency: 'USD', funding: 5_000n });
    expect(await houseAccounts('USD')).toBe(0);
    const bet = p.bet('1200');
    const placed = await aggregator.bet(bet);
    expect(placed.body).toMatchObject({ status: 'OK', balance: '3800', currency: 'USD', transaction_id: expect.stringMatching(/^\d+$/) });
    expect(await houseAccounts('USD')).toBe(1);
    expect((await aggregator.replay('bet', bet)).body).toEqual({ ...placed.body, request_uuid: expect.any(String) });
    expect((await aggregator.win(winOf(bet, '500'))).body).toMatchObject({ status: 'OK', balance: '4300' });
    expect((await walletApiMovements(api.database.db, p.playerId)).map((m) => [m.kind, m.amount])).toEqual([
      ['bet', '1200'],
      ['win', '500'],
    ]);
  });

  it('refuses a bet of a player without a wallet in the currency with NOT_ENOUGH_MONEY, opening none', async () => {
    const p = await newGamePlayer(api.database.db, api.clock, { funding: 0n });
    const bet = p.bet('100');
    expect((await aggregator.bet(bet)).body).toMatchObject({ status: 'NOT_ENOUGH_MONEY', balance: null, transaction_id: null });
    expect(await countRows(sql`select count(*)::int as n from ledger_accounts where user_id = ${p.playerId}`)).toBe(0);
    expect(await countRows(sql`select count(*)::int as n from funds where user_id = ${p.playerId}`)).toBe(0);
    // Nothing was taken: no win to pay, nothing to give back.
    expect((await aggregator.win(winOf(bet, '50'))).body).toMatchObject({ status: 'TRANSACTION_DOES_NOT_EXIST', balance: null });
    expect((await aggregator.rollback(rollbackOf(bet))).body).toMatchObject({ status: 'OK', balance: null });
    expect(await walletApiMovements(api.database.db, p.playerId)).toEqual([]);
  });
});
