import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryFailed, rollbackOf, winOf, type SandboxAggregator } from '../../../test/sandbox-aggregator';
import { newGamePlayer, OPERATOR, startWalletApi, walletApiMovements } from '../../../test/wallet-api';
import { checkLedger, debit } from '../wallet';
import { WALLET_API_SOURCE } from './service';

// What the one SQL call of a bet, win or rollback leaves to the ledger. It finds accounts but never creates
// them: a house shard met for the first time is created by the ledger before the call runs again, and a
// player without a wallet in the currency is refused without one being opened. The ledger's own key is the
// second line against moving money twice.

describe('seamless wallet: the ledger under the one SQL call', () => {
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
    const p = await newGamePlayer(api.database.db, api.clock, { currency: 'CAD', funding: 5_000n });
    // A currency without a jackpot pool (the start seeds those, opening their house accounts).
    expect(await houseAccounts('CAD')).toBe(0);
    const bet = p.bet('1200');
    const placed = await aggregator.bet(bet);
    expect(placed.body).toMatchObject({ status: 'OK', balance: '3800', currency: 'CAD', transaction_id: expect.stringMatching(/^\d+$/) });
    expect(await houseAccounts('CAD')).toBe(1);
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

  it("takes a movement already under the call's ledger key as its own when the details match, and moves nothing twice", async () => {
    const p = await newGamePlayer(api.database.db, api.clock, { funding: 5_000n });
    const bet = p.bet('300');
    const ledgerMovement = {
      source: WALLET_API_SOURCE,
      idempotencyKey: `${OPERATOR}:${bet.transaction_uuid}`,
      kind: 'bet',
      currency: 'EUR',
      userId: p.playerId,
      to: { kind: 'house' },
      metadata: { operatorId: OPERATOR, roundId: bet.round_id, gameCode: bet.game_code },
    } as const;
    await debit(api.database.db, { ...ledgerMovement, amount: 300n });
    expect((await aggregator.bet(bet)).body).toMatchObject({ status: 'OK', balance: '4700' });
    expect(await walletApiMovements(api.database.db, p.playerId)).toHaveLength(1);

    // The same key with another amount is another event: the call fails whole and can be sent again.
    const other = p.bet('300');
    await debit(api.database.db, {
      ...ledgerMovement,
      idempotencyKey: `${OPERATOR}:${other.transaction_uuid}`,
      amount: 200n,
      metadata: { ...ledgerMovement.metadata, roundId: other.round_id },
    });
    await expect(aggregator.bet(other)).rejects.toBeInstanceOf(DeliveryFailed);
    expect((await aggregator.balance(p.call)).body.balance).toBe('4500');
  });
});
