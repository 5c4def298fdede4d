import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionsFileWith } from '../../../test/app';
import { bonusPartOf, grantOf, grantTestBonus, promotionTransfers } from '../../../test/bonus';
import { rollbackOf, winOf, type SandboxAggregator } from '../../../test/sandbox-aggregator';
import { newGamePlayer, startWalletApi, walletApiMovements, type GamePlayer } from '../../../test/wallet-api';
import { checkLedger, credit, getPlayerBalances } from '../wallet';

// The promotions file's `wagering.spendOrder: "bonus-first"` (docs/decisions/023-wagering.md, src/db/functions/wallet_api_call.sql): a
// stake takes bonus money first and the rest from real money; everything that follows the recorded bonus part
// (wins in the round's proportion, rollbacks part by part, the counter, the maximum bet) is as with real money first.

const SLOT = 'LuckyLanterns'; // slots: 100 %
const DICE = 'EmberDice'; // dice: 10 %

describe('seamless wallet: bonus money spent first', () => {
  let api: Awaited<ReturnType<typeof startWalletApi>>;
  let aggregator: SandboxAggregator;
  beforeAll(async () => {
    api = await startWalletApi({ PROMOTIONS_FILE: promotionsFileWith({ spendOrder: 'bonus-first' }) });
    aggregator = api.sandbox();
  });
  afterAll(async () => {
    expect(await checkLedger(api.database.db)).toMatchObject({ isSound: true });
    await api.close();
  });

  const db = () => api.database.db;
  const player = (options: Parameters<typeof newGamePlayer>[2] = {}) => newGamePlayer(db(), api.clock, { gameCode: SLOT, ...options });
  const bonusFor = (p: GamePlayer, bonus: bigint, requirement = 1_000_000n) =>
    grantTestBonus(db(), { userId: p.playerId, bonus, requirement, now: api.clock.now() });
  const balances = async (p: GamePlayer) => {
    const { real, bonus } = await getPlayerBalances(db(), p.playerId, 'EUR');
    return { real, bonus };
  };

  it('takes a stake the bonus covers from bonus money alone, a larger one from all the bonus then real money; the win in proportion', async () => {
    const p = await player({ funding: 300n });
    const grant = await bonusFor(p, 400n);

    const bet = p.bet('300');
    expect((await aggregator.bet(bet)).body).toMatchObject({ status: 'OK', balance: '400' });
    expect(await balances(p)).toEqual({ real: 300n, bonus: 100n });
    expect(await bonusPartOf(db(), bet.transaction_uuid)).toBe(300n);

    // A raise of the same round (the round stays within the 5.00 maximum bet) larger than the 100 of bonus money
    // left: all of it, then 50 of real money.
    const raise = p.bet('150', { round_id: bet.round_id });
    expect((await aggregator.bet(raise)).body).toMatchObject({ status: 'OK', balance: '250' });
    expect(await balances(p)).toEqual({ real: 250n, bonus: 0n });
    expect(await bonusPartOf(db(), raise.transaction_uuid)).toBe(100n);

    // The round staked 450, 400 of it bonus: 900 × 400 / 450 = 800 to bonus money, 100 to real money.
    const win = winOf(bet, '900', undefined, { round_closed: true });
    expect((await aggregator.win(win)).body).toMatchObject({ status: 'OK', balance: '1150' });
    expect(await balances(p)).toEqual({ real: 350n, bonus: 800n });
    expect(await bonusPartOf(db(), win.transaction_uuid)).toBe(800n);
    expect((await aggregator.replay('win', win)).body).toMatchObject({ status: 'OK', balance: '1150' });

    expect(await walletApiMovements(db(), p.playerId)).toEqual([
      expect.objectContaining({ kind: 'bet', amount: '300', key: `aggregator-a:${bet.transaction_uuid}:bonus` }),
      expect.objectContaining({ kind: 'bet', amount: '50', key: `aggregator-a:${raise.transaction_uuid}` }),
      expect.objectContaining({ kind: 'bet', amount: '100', key: `aggregator-a:${raise.transaction_uuid}:bonus` }),
      expect.objectContaining({ kind: 'win', amount: '100', key: `aggregator-a:${win.transaction_uuid}` }),
      expect.objectContaining({ kind: 'win', amount: '800', key: `aggregator-a:${win.transaction_uuid}:bonus` }),
    ]);
    // Slots count 100 %: the bonus parts, 300 + 100.
    expect((await grantOf(db(), grant.id)).wagered).toBe(400n);
  });

  it('moves nothing when real money cannot pay what the bonus does not', async () => {
    const p = await player({ funding: 100n });
    const grant = await bonusFor(p, 200n);
    const refused = p.bet('301');
    expect((await aggregator.bet(refused)).body).toMatchObject({ status: 'NOT_ENOUGH_MONEY', balance: '300', transaction_id: null });
    expect(await balances(p)).toEqual({ real: 100n, bonus: 200n });
    expect(await bonusPartOf(db(), refused.transaction_uuid)).toBe(0n);
    expect(await walletApiMovements(db(), p.playerId)).toEqual([]);
    expect((await grantOf(db(), grant.id)).wagered).toBe(0n);

    // Exactly both together is enough.
    expect((await aggregator.bet(p.bet('300'))).body).toMatchObject({ status: 'OK', balance: '0' });
    expect(await balances(p)).toEqual({ real: 0n, bonus: 0n });
  });

  it('gives each part of a rolled-back bet back to the account it came from', async () => {
    const p = await player({ funding: 300n });
    const grant = await bonusFor(p, 400n);
    const bet = p.bet('500');
    expect((await aggregator.bet(bet)).body).toMatchObject({ status: 'OK', balance: '200' });
    expect(await balances(p)).toEqual({ real: 200n, bonus: 0n });
    expect(await bonusPartOf(db(), bet.transaction_uuid)).toBe(400n);
    const rollback = rollbackOf(bet);
    expect((await aggregator.rollback(rollback)).body).toMatchObject({ status: 'OK', balance: '700' });
    expect(await balances(p)).toEqual({ real: 300n, bonus: 400n });
    expect(await bonusPartOf(db(), rollback.transaction_uuid)).toBe(400n);
    expect((await aggregator.replay('rollback', rollback)).body).toMatchObject({ status: 'OK', balance: '700' });
    expect(await walletApiMovements(db(), p.playerId)).toEqual([
      expect.objectContaining({ kind: 'bet', amount: '100', key: `aggregator-a:${bet.transaction_uuid}` }),
      expect.objectContaining({ kind: 'bet', amount: '400', key: `aggregator-a:${bet.transaction_uuid}:bonus` }),
      expect.objectContaining({ kind: 'rollback', amount: '100', key: `aggregator-a:${rollback.transaction_uuid}` }),
      expect.objectContaining({ kind: 'rollback', amount: '400', key: `aggregator-a:${rollback.transaction_uuid}:bonus` }),
    ]);
    // The stake counted when it was taken; a rollback does not take the progress back (decision 023).
    expect((await grantOf(db(), grant.id)).wagered).toBe(400n);
  });

  it('advances wagering by the bonus part at the game’s contribution, holds the maximum bet, and converts once met', async () => {
    // With real money first this stake would be all real money and count nothing.
    const dice = await player({ funding: 1_000n, gameCode: DICE });
    const diceGrant = await bonusFor(dice, 1_000n);
    expect((await aggregator.bet(dice.bet('99'))).body).toMatchObject({ status: 'OK', balance: '1901' });
    expect(await balances(dice)).toEqual({ real: 1_000n, bonus: 901n });
    expect((await grantOf(db(), diceGrant.id)).wagered).toBe(9n); // 99 × 10 % = 9.9
    // Above 5 EUR while the bonus is active, bonus-funded or not: refused, nothing moved.
    expect((await aggregator.bet(dice.bet('501'))).body).toMatchObject({ status: 'BET_NOT_ALLOWED', balance: '1901' });

    const p = await player({ funding: 500n });
    const grant = await bonusFor(p, 1_000n, 450n);
    await aggregator.bet(p.bet('300'));
    expect(await balances(p)).toEqual({ real: 500n, bonus: 700n });
    // 300 + 200 wagered meets 450: the 500 of bonus money left turns into real money.
    expect((await aggregator.bet(p.bet('200'))).body).toMatchObject({ status: 'OK', balance: '1000' });
    expect(await balances(p)).toEqual({ real: 1_000n, bonus: 0n });
    expect(await grantOf(db(), grant.id)).toMatchObject({ status: 'completed', wagered: 500n });
    expect(await promotionTransfers(db(), `bonus-conversion:${grant.id}`)).toEqual([{ kind: 'bonus_conversion', amount: 500n }]);
  });

  it('takes a free bet from the free spins alone, whatever the order', async () => {
    const p = await player({ funding: 1_000n });
    const grant = await bonusFor(p, 1_000n);
    await credit(db(), {
      source: 'promotions',
      idempotencyKey: `free-spins:${grant.id}`,
      kind: 'bonus',
      currency: 'EUR',
      amount: 100n,
      userId: p.playerId,
      from: { kind: 'promotions' },
      account: 'player_free_spin',
    });
    expect((await aggregator.bet(p.bet('100', { is_free: true }))).body).toMatchObject({ status: 'OK', balance: '2000' });
    expect(await getPlayerBalances(db(), p.playerId, 'EUR')).toMatchObject({ real: 1_000n, bonus: 1_000n, freeSpin: 0n });
    expect((await grantOf(db(), grant.id)).wagered).toBe(0n);
  });
});
