import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantOf, grantTestBonus } from '../../../test/bonus';
import { rollbackOf, winOf, type SandboxAggregator } from '../../../test/sandbox-aggregator';
import { newGamePlayer, startWalletApi, type GamePlayer } from '../../../test/wallet-api';
import { forfeitGrant } from '../promotions';
import { checkLedger, getPlayerBalances } from '../wallet';

// A round staked with bonus money whose bonus ends (forfeited, expired) before the round settles: the bonus share of
// its win, and the bonus part of a rolled-back bet, are not paid. Real money gets only its own share, so a forfeit
// never turns bonus money into withdrawable money (docs/decisions/023-wagering.md).

const SLOT = 'LuckyLanterns'; // slots: 100 %

describe('seamless wallet: rounds that outlive their bonus', () => {
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
  const player = (funding: bigint) => newGamePlayer(db(), api.clock, { gameCode: SLOT, funding });
  const bonusFor = (p: GamePlayer, bonus: bigint, requirement = 1_000_000n) =>
    grantTestBonus(db(), { userId: p.playerId, bonus, requirement, now: api.clock.now() });
  const balances = async (p: GamePlayer) => {
    const { real, bonus } = await getPlayerBalances(db(), p.playerId, 'EUR');
    return { real, bonus };
  };
  const end = (p: GamePlayer, grantId: string, reason: 'forfeited' | 'expired') =>
    forfeitGrant(db(), { userId: p.playerId, grantId, reason }, api.clock.now());

  it.each(['forfeited', 'expired'] as const)('a win after the bonus was %s pays real money its own share only', async (reason) => {
    const p = await player(300n);
    const grant = await bonusFor(p, 1_000n);
    const bet = p.bet('500'); // 300 real, 200 bonus
    expect((await aggregator.bet(bet)).body).toMatchObject({ status: 'OK', balance: '800' });
    expect((await end(p, grant.id, reason))?.amount).toBe(800n);
    expect(await balances(p)).toEqual({ real: 0n, bonus: 0n });

    // 1001 × 200 / 500 = 400.4: 400 was bonus money's and ended with the bonus, 601 is real money's.
    const win = winOf(bet, '1001', undefined, { round_closed: true });
    expect((await aggregator.win(win)).body).toMatchObject({ status: 'OK', balance: '601' });
    expect(await balances(p)).toEqual({ real: 601n, bonus: 0n });
    expect((await aggregator.replay('win', win)).body).toMatchObject({ status: 'OK', balance: '601' });
    expect(await balances(p)).toEqual({ real: 601n, bonus: 0n });
  });

  it('a rollback after a forfeit gives back the real part only', async () => {
    const p = await player(300n);
    const grant = await bonusFor(p, 1_000n);
    const bet = p.bet('500');
    await aggregator.bet(bet);
    await end(p, grant.id, 'forfeited');
    expect((await aggregator.rollback(rollbackOf(bet))).body).toMatchObject({ status: 'OK', balance: '300' });
    expect(await balances(p)).toEqual({ real: 300n, bonus: 0n });
  });

  it('the share of a forfeited bonus does not go to a bonus accepted after it', async () => {
    const p = await player(0n);
    const first = await bonusFor(p, 1_000n);
    const bet = p.bet('400');
    await aggregator.bet(bet);
    await end(p, first.id, 'forfeited');
    await bonusFor(p, 500n);
    expect((await aggregator.win(winOf(bet, '800', undefined, { round_closed: true }))).body).toMatchObject({
      status: 'OK',
      balance: '500',
    });
    expect(await balances(p)).toEqual({ real: 0n, bonus: 500n });
  });

  it('a raise in a round staked under an ended bonus is refused when it would take the next bonus’s money', async () => {
    const p = await player(0n);
    const first = await bonusFor(p, 1_000n);
    const bet = p.bet('100');
    await aggregator.bet(bet);
    await end(p, first.id, 'forfeited');
    await bonusFor(p, 500n);
    const raise = p.bet('100', { round_id: bet.round_id });
    expect((await aggregator.bet(raise)).body).toMatchObject({ status: 'BET_NOT_ALLOWED', balance: '500' });
    expect(await balances(p)).toEqual({ real: 0n, bonus: 500n });
  });

  it('while the bonus is active, the win’s bonus share stays bonus money; once completed, it is real money', async () => {
    const p = await player(0n);
    const grant = await bonusFor(p, 1_000n, 300n);
    const open = p.bet('100');
    await aggregator.bet(open);
    expect((await aggregator.win(winOf(open, '150', undefined, { round_closed: true }))).body).toMatchObject({ balance: '1050' });
    expect(await balances(p)).toEqual({ real: 0n, bonus: 1_050n });

    const pending = p.bet('100');
    await aggregator.bet(pending);
    await aggregator.bet(p.bet('100')); // meets the 300 wagered: the bonus converts
    expect(await grantOf(db(), grant.id)).toMatchObject({ status: 'completed' });
    expect(await balances(p)).toEqual({ real: 850n, bonus: 0n });
    expect((await aggregator.win(winOf(pending, '200'))).body).toMatchObject({ balance: '1050' });
    expect(await balances(p)).toEqual({ real: 1_050n, bonus: 0n });
  });

  it('the maximum bet while a bonus is active holds for the whole round, raises included', async () => {
    const p = await player(10_000n);
    await bonusFor(p, 1_000n);
    const bet = p.bet('300');
    expect((await aggregator.bet(bet)).body).toMatchObject({ status: 'OK' });
    const over = p.bet('201', { round_id: bet.round_id });
    expect((await aggregator.bet(over)).body).toMatchObject({ status: 'BET_NOT_ALLOWED', transaction_id: null });
    expect((await aggregator.bet(p.bet('200', { round_id: bet.round_id }))).body).toMatchObject({ status: 'OK' });
    expect(await balances(p)).toEqual({ real: 9_500n, bonus: 1_000n });
  });
});
