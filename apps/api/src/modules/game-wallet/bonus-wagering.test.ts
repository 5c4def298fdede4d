import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameWalletOf } from '../../../test/app';
import { bonusPartOf, grantOf, grantTestBonus, promotionTransfers } from '../../../test/bonus';
import { rollbackOf, winOf, type SandboxAggregator } from '../../../test/sandbox-aggregator';
import { newGamePlayer, startWalletApi, walletApiMovements, type GamePlayer } from '../../../test/wallet-api';
import { checkLedger, getPlayerBalances } from '../wallet';

// The wagering engine in the wallet API (docs/decisions/023-wagering.md), driven over HTTP by the sandbox
// aggregator: real money first, then bonus; wins and rollbacks in proportion; the maximum bet; the counter and
// the conversion.

const SLOT = 'LuckyLanterns'; // slots: 100 %
const DICE = 'EmberDice'; // dice: 10 %

describe('seamless wallet: bets with an active bonus', () => {
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
  const player = (options: Parameters<typeof newGamePlayer>[2] = {}) => newGamePlayer(db(), api.clock, { gameCode: SLOT, ...options });
  const bonusFor = (p: GamePlayer, bonus: bigint, requirement = 1_000_000n, currency: 'EUR' | 'BTC' = 'EUR') =>
    grantTestBonus(db(), { userId: p.playerId, bonus, requirement, currency, now: api.clock.now() });
  const balances = async (p: GamePlayer, currency: 'EUR' | 'BTC' = 'EUR') => {
    const { real, bonus } = await getPlayerBalances(db(), p.playerId, currency);
    return { real, bonus };
  };

  it('answers real plus bonus money, spends real money first, and returns a win in the round’s proportion rounded down', async () => {
    const p = await player({ funding: 200n });
    const grant = await bonusFor(p, 1_000n);
    expect((await aggregator.balance(p.call)).body).toMatchObject({ status: 'OK', balance: '1200' });

    const bet = p.bet('400');
    expect((await aggregator.bet(bet)).body).toMatchObject({ status: 'OK', balance: '800' });
    expect(await balances(p)).toEqual({ real: 0n, bonus: 800n });
    expect(await bonusPartOf(db(), String(bet.transaction_uuid))).toBe(200n);

    // A raise in the same round, all bonus money: the round has staked 500 (the maximum bet), 300 of it bonus.
    const raise = p.bet('100', { round_id: bet.round_id });
    expect((await aggregator.bet(raise)).body).toMatchObject({ status: 'OK', balance: '700' });
    expect(await bonusPartOf(db(), String(raise.transaction_uuid))).toBe(100n);

    // 1001 × 300 / 500 = 600.6: 600 to bonus money, 401 to real money.
    const win = winOf(bet, '1001', undefined, { round_closed: true });
    expect((await aggregator.win(win)).body).toMatchObject({ status: 'OK', balance: '1701' });
    expect(await balances(p)).toEqual({ real: 401n, bonus: 1_300n });
    expect(await bonusPartOf(db(), String(win.transaction_uuid))).toBe(600n);
    // A replay moves nothing more.
    expect((await aggregator.replay('win', win)).body).toMatchObject({ status: 'OK', balance: '1701' });

    expect(await walletApiMovements(db(), p.playerId)).toEqual([
      expect.objectContaining({ kind: 'bet', amount: '200', key: `aggregator-a:${bet.transaction_uuid}` }),
      expect.objectContaining({ kind: 'bet', amount: '200', key: `aggregator-a:${bet.transaction_uuid}:bonus` }),
      expect.objectContaining({ kind: 'bet', amount: '100', key: `aggregator-a:${raise.transaction_uuid}:bonus` }),
      expect.objectContaining({ kind: 'win', amount: '401', key: `aggregator-a:${win.transaction_uuid}` }),
      expect.objectContaining({ kind: 'win', amount: '600', key: `aggregator-a:${win.transaction_uuid}:bonus` }),
    ]);
    // Slots count 100 %: the bonus parts, 200 + 100.
    expect((await grantOf(db(), grant.id)).wagered).toBe(300n);
  });

  it('takes nothing when real and bonus money together fall short, and a player without a bonus is unchanged', async () => {
    const p = await player({ funding: 300n });
    await bonusFor(p, 100n);
    expect((await aggregator.bet(p.bet('401'))).body).toMatchObject({ status: 'NOT_ENOUGH_MONEY', balance: '400' });
    expect(await balances(p)).toEqual({ real: 300n, bonus: 100n });

    const plain = await player({ funding: 300n });
    const bet = plain.bet('300');
    expect((await aggregator.bet(bet)).body).toMatchObject({ status: 'OK', balance: '0' });
    expect((await aggregator.win(winOf(bet, '999'))).body).toMatchObject({ status: 'OK', balance: '999' });
    expect(await balances(plain)).toEqual({ real: 999n, bonus: 0n });
  });

  it('gives each part of a rolled-back bet back to the account it came from', async () => {
    const p = await player({ funding: 300n });
    const grant = await bonusFor(p, 1_000n);
    const bet = p.bet('500');
    await aggregator.bet(bet);
    const rollback = rollbackOf(bet);
    expect((await aggregator.rollback(rollback)).body).toMatchObject({ status: 'OK', balance: '1300' });
    expect(await balances(p)).toEqual({ real: 300n, bonus: 1_000n });
    expect(await bonusPartOf(db(), String(rollback.transaction_uuid))).toBe(200n);
    expect((await aggregator.replay('rollback', rollback)).body).toMatchObject({ status: 'OK', balance: '1300' });
    expect(await balances(p)).toEqual({ real: 300n, bonus: 1_000n });
    // The stake counted when it was taken; a rollback does not take the progress back (decision 023).
    expect((await grantOf(db(), grant.id)).wagered).toBe(200n);
  });

  it('refuses a stake above the maximum bet with BET_NOT_ALLOWED while a bonus is active, and moves nothing', async () => {
    const p = await player({ funding: 10_000n });
    const grant = await bonusFor(p, 1_000n);
    const refused = await aggregator.bet(p.bet('501'));
    expect(refused.body).toMatchObject({ status: 'BET_NOT_ALLOWED', balance: '11000', transaction_id: null });
    expect(await walletApiMovements(db(), p.playerId)).toEqual([]);
    expect((await grantOf(db(), grant.id)).wagered).toBe(0n);
    // Exactly 5 EUR is allowed, from real money first.
    expect((await aggregator.bet(p.bet('500'))).body).toMatchObject({ status: 'OK', balance: '10500' });
    expect(await balances(p)).toEqual({ real: 9_500n, bonus: 1_000n });

    // No bonus, no maximum.
    const plain = await player({ funding: 10_000n });
    expect((await aggregator.bet(plain.bet('5000'))).body).toMatchObject({ status: 'OK', balance: '5000' });
  });

  it('converts the maximum bet to another currency at the stored rate, rounding down', async () => {
    const p = await player({ funding: 100_000_000n, currency: 'BTC' });
    await bonusFor(p, 10_000n, 1_000_000n, 'BTC');
    const maximum = await gameWalletOf(api.app).maximumBetWhileBonus(db(), 'BTC');
    expect(maximum).toBeGreaterThan(0n);
    expect((await aggregator.bet(p.bet((maximum + 1n).toString()))).body).toMatchObject({ status: 'BET_NOT_ALLOWED' });
    expect((await aggregator.bet(p.bet(maximum.toString()))).body).toMatchObject({ status: 'OK' });
  });

  it('advances wagering by the bonus part times the game family’s contribution, rounded down; 0 % for a game outside the file', async () => {
    const dice = await player({ funding: 0n, gameCode: DICE });
    const diceGrant = await bonusFor(dice, 1_000n);
    await aggregator.bet(dice.bet('99'));
    expect((await grantOf(db(), diceGrant.id)).wagered).toBe(9n); // 99 × 10 % = 9.9

    const other = await player({ funding: 0n, gameCode: 'acme:golden-reels' });
    const otherGrant = await bonusFor(other, 1_000n);
    expect((await aggregator.bet(other.bet('400'))).body).toMatchObject({ status: 'OK', balance: '600' });
    expect((await grantOf(db(), otherGrant.id)).wagered).toBe(0n);
  });

  it('completes the bonus once the requirement is met: the whole bonus balance turns into real money, once', async () => {
    const p = await player({ funding: 0n });
    const grant = await bonusFor(p, 1_000n, 450n);
    const first = p.bet('300');
    await aggregator.bet(first);
    // Won on bonus money: into bonus money while the bonus is active.
    await aggregator.win(winOf(first, '100', undefined, { round_closed: true }));
    expect(await balances(p)).toEqual({ real: 0n, bonus: 800n });

    const second = p.bet('200');
    expect((await aggregator.bet(second)).body).toMatchObject({ status: 'OK', balance: '600' });
    expect(await balances(p)).toEqual({ real: 600n, bonus: 0n });
    expect(await grantOf(db(), grant.id)).toMatchObject({ status: 'completed', wagered: 500n });
    expect(await promotionTransfers(db(), `bonus-conversion:${grant.id}`)).toEqual([{ kind: 'bonus_conversion', amount: 600n }]);

    // After it, stakes are real money and count for nothing; the win of a bonus-funded round lands in real money.
    expect((await aggregator.replay('bet', second)).body).toMatchObject({ status: 'OK', balance: '600' });
    await aggregator.bet(p.bet('600'));
    expect((await aggregator.win(winOf(second, '50'))).body).toMatchObject({ status: 'OK', balance: '50' });
    expect(await balances(p)).toEqual({ real: 50n, bonus: 0n });
    expect(await grantOf(db(), grant.id)).toMatchObject({ status: 'completed', wagered: 500n });
  });
});
