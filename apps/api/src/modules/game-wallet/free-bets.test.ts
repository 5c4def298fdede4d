import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantOf, grantTestBonus, promotionTransfers } from '../../../test/bonus';
import { rollbackOf, winOf, type SandboxAggregator } from '../../../test/sandbox-aggregator';
import { newGamePlayer, startWalletApi, type GamePlayer } from '../../../test/wallet-api';
import { checkLedger, credit, getPlayerBalances } from '../wallet';

// Free bets in the wallet API (docs/decisions/025-free-spins.md): staked from the free spins alone, above the
// maximum bet too and without wagering; their wins into bonus money with a requirement of their own; their
// rollbacks back to the free spins.

const SLOT = 'LuckyLanterns';

describe('seamless wallet: free bets', () => {
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

  const db = () => api.database.db;
  async function playerWithSpins(spins: bigint, { funding = 1_000n, bonus = 0n, requirement = 0n } = {}) {
    const p = await newGamePlayer(db(), api.clock, { gameCode: SLOT, funding });
    const grant = await grantTestBonus(db(), { userId: p.playerId, bonus, requirement, now: api.clock.now() });
    await credit(db(), {
      source: 'promotions',
      idempotencyKey: `free-spins:${grant.id}`,
      kind: 'bonus',
      currency: 'EUR',
      amount: spins,
      userId: p.playerId,
      from: { kind: 'promotions' },
      account: 'player_free_spin',
    });
    return { p, grant };
  }
  const balances = (p: GamePlayer) => getPlayerBalances(db(), p.playerId, 'EUR');
  const plain = ({ is_free: _free, ...rest }: Record<string, unknown>) => rest;

  it('stakes from the free spins only, above the maximum bet too, and pays the win into bonus money with its wagering', async () => {
    const { p, grant } = await playerWithSpins(1_000n);
    // 6 EUR is above the 5 EUR maximum bet of an active bonus: a free bet is not held to it.
    const bet = p.bet('600', { is_free: true });
    expect((await aggregator.bet(bet)).body).toMatchObject({ status: 'OK', balance: '1000' });
    expect(await balances(p)).toMatchObject({ real: 1_000n, bonus: 0n, freeSpin: 400n });

    const win = winOf(plain(bet), '250', undefined, { round_closed: true });
    expect((await aggregator.win(win)).body).toMatchObject({ status: 'OK', balance: '1250' });
    expect(await balances(p)).toMatchObject({ real: 1_000n, bonus: 250n, freeSpin: 400n });
    // The wagering counter did not move; the win is to be wagered 35 times.
    expect(await grantOf(db(), grant.id)).toMatchObject({ wagered: 0n, wageringRequirement: 250n * 35n });
  });

  it('refuses a free bet the spins cannot pay, and gives a rolled-back one back to the spins', async () => {
    const { p } = await playerWithSpins(100n);
    expect((await aggregator.bet(p.bet('101', { is_free: true }))).body).toMatchObject({ status: 'NOT_ENOUGH_MONEY' });
    expect(await balances(p)).toMatchObject({ real: 1_000n, freeSpin: 100n });

    const bet = p.bet('100', { is_free: true });
    expect((await aggregator.bet(bet)).body).toMatchObject({ status: 'OK' });
    expect((await balances(p)).freeSpin).toBe(0n);
    expect((await aggregator.rollback(rollbackOf(plain(bet)))).body).toMatchObject({ status: 'OK', balance: '1000' });
    expect(await balances(p)).toMatchObject({ real: 1_000n, bonus: 0n, freeSpin: 100n });
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('returns the spins left to the promotions account when the wagering completes', async () => {
    const { p, grant } = await playerWithSpins(300n, { funding: 0n, bonus: 1_000n, requirement: 100n });
    // All bonus money: the 100 wagered meet the requirement, the bonus converts and the spins go back.
    expect((await aggregator.bet(p.bet('100'))).body).toMatchObject({ status: 'OK', balance: '900' });
    expect(await grantOf(db(), grant.id)).toMatchObject({ status: 'completed', wagered: 100n });
    expect(await balances(p)).toMatchObject({ real: 900n, bonus: 0n, freeSpin: 0n });
    expect(await promotionTransfers(db(), `free-spins-return:${grant.id}`)).toEqual([{ kind: 'bonus_forfeit', amount: 300n }]);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });
});
