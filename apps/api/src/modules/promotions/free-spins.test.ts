import { ZPlayRoundResponse, type TEligiblePromotions, type TFund, type TPlayerPromotion } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATA_PROMOTIONS_FILE } from '../../../test/app';
import { fillPaymentDetails, usePaymentsApp } from '../../../test/payments';
import { depositByCard } from '../../../test/promotions';
import { fundedPlayer, launch } from '../../../test/play';
import { promotionGrants } from '../../db/schema/promotions';
import { checkLedger, getPlayerBalances } from '../wallet';
import { getPromotionSettings } from './config';
import { fundFreeSpins } from './free-spins';
import { offerNoDepositSpins } from './no-deposit';

// Free spins (docs/decisions/025-free-spins.md): the sign-up offer, funding, free rounds and their end.

const SLOT = 'lunarforge:LuckyLanterns';
const SPIN = 10n; // 0.10 EUR: Lucky Lanterns at a coin of 0.01 × 10 lines
const cents = (major: string) => BigInt(major.replace('.', ''));

describe('free spins', () => {
  const ctx = usePaymentsApp({ PROMOTIONS_FILE: DATA_PROMOTIONS_FILE });
  const db = () => ctx.t.database.db;
  const settings = () => getPromotionSettings(ctx.t.app.config);
  const balances = (userId: string) => getPlayerBalances(db(), userId, 'EUR');

  async function noDepositGrant(userId: string) {
    const rows = await db()
      .select()
      .from(promotionGrants)
      .where(and(eq(promotionGrants.userId, userId), eq(promotionGrants.source, 'no_deposit')));
    return rows;
  }

  /** A new player who accepted their sign-up spins. */
  async function playerWithSpins(funding = 0n) {
    const player = await fundedPlayer(ctx.t.app, db(), funding);
    const [offer] = await noDepositGrant(player.user.id);
    const res = await player.profile.post('/profile/promotion', { id: offer!.id });
    expect(res.statusCode, res.body).toBe(200);
    return { ...player, grantId: offer!.id };
  }

  it('offers the no-deposit spins once per sign-up, as a pending promotion and a NO DEPOSIT event', async () => {
    const player = await fundedPlayer(ctx.t.app, db(), 0n);
    const [offer, ...more] = await noDepositGrant(player.user.id);
    expect(more).toEqual([]);
    expect(offer).toMatchObject({ status: 'pending', freeSpins: 20, bonusAmount: 0n, currency: 'EUR' });
    // A second offer for the same player (a retried sign-up step) adds nothing.
    expect(await offerNoDepositSpins(db(), settings(), { userId: player.user.id, currency: 'EUR' }, ctx.t.clock.now())).toBeUndefined();
    expect(await noDepositGrant(player.user.id)).toHaveLength(1);

    const eligible = (await player.profile.get('/profile/promotion-eligible')).json<TEligiblePromotions>();
    const event = eligible.events.find((e) => e.info.displayName === 'NO DEPOSIT');
    expect(event?.promotions[0]?.config).toMatchObject({ id: offer!.id, freeSpins: { configs: [{ totalSpins: 20 }] } });
    const pending = (await player.profile.get('/profile/promotion')).json<TPlayerPromotion[]>();
    expect(pending).toEqual([expect.objectContaining({ id: offer!.id, status: 'pending', source: 'no_deposit', freeSpins: 20 })]);
  });

  it('funds the spins when accepted, once however often activation is retried', async () => {
    const player = await playerWithSpins();
    expect((await balances(player.user.id)).freeSpin).toBe(20n * SPIN);
    const again = await player.profile.post('/profile/promotion', { id: player.grantId });
    expect(again.statusCode).toBe(404);
    const [grant] = await noDepositGrant(player.user.id);
    // The ledger key per grant holds even if the funding itself runs twice.
    await fundFreeSpins(db(), settings(), grant!, ctx.t.clock.now());
    expect(await balances(player.user.id)).toMatchObject({ real: 0n, bonus: 0n, freeSpin: 20n * SPIN });

    const funds = (await player.profile.get('/profile/currency')).json<TFund[]>();
    expect(funds.find((f) => f.currency === 'EUR')?.freeSpinWallet).toEqual({
      balance: '2.00',
      heldWinnings: '0.00',
      // Nothing won yet, so nothing to unlock.
      winUnlockConfig: null,
    });
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('plays free rounds from the spins alone, holds their wins and releases them doubled on a 20 EUR deposit', async () => {
    const player = await playerWithSpins(1_000n);
    const play = await launch(player.game, SLOT, false);
    expect((await play.session()).freeSpins).toEqual({ left: 20, stake: '0.10', winsHeld: true });

    let won = 0n;
    for (let i = 0; i < 20; i += 1) {
      // Free spins keep the minimum slot cycle as paid ones do.
      if (i > 0) ctx.t.clock.advance(ctx.t.app.config.slotMinCycleMs);
      const res = await play.open({ family: 'slots', coinValue: '0.01', free: true });
      expect(res.statusCode, res.body).toBe(200);
      const { round, totals } = ZPlayRoundResponse.parse(res.json());
      expect([round.isFree, round.stake]).toEqual([true, '0.10']);
      // The session's net follows the balance, which a free spin and a held win leave where they were.
      expect(totals).toEqual({ staked: '0.00', won: '0.00' });
      won += cents(round.win);
    }
    expect(won).toBeGreaterThan(0n);
    expect((await play.session()).totals).toEqual({ staked: '0.00', won: '0.00' });
    // Real money untouched, the spins spent; no-deposit winnings are held on the grant until a deposit.
    expect(await balances(player.user.id)).toMatchObject({ real: 1_000n, bonus: 0n, freeSpin: 0n });
    expect((await noDepositGrant(player.user.id))[0]).toMatchObject({ status: 'active', heldWinnings: won, wageringRequirement: 0n });
    expect((await play.session()).freeSpins).toBeNull();

    ctx.t.clock.advance(ctx.t.app.config.slotMinCycleMs);
    const refused = await play.open({ family: 'slots', coinValue: '0.01', free: true });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'You have no free spins left on this game.']);
    expect(await balances(player.user.id)).toMatchObject({ real: 1_000n, bonus: 0n, freeSpin: 0n });

    // A fund shows what releases them; a deposit below it leaves them held, one worth 20 EUR releases them doubled.
    const funds = (await player.profile.get('/profile/currency')).json<TFund[]>();
    expect(funds.find((f) => f.currency === 'EUR')?.freeSpinWallet.winUnlockConfig).toEqual({
      depositAmount: '20.00',
      depositAmountInEur: '20.00',
      depositCurrency: 'EUR',
      extraBonusPercent: 100,
    });
    await fillPaymentDetails(player.profile);
    await depositByCard(ctx, player.profile, '19.99');
    await ctx.t.app.promotions.grantDepositBonuses();
    expect((await noDepositGrant(player.user.id))[0]!.heldWinnings).toBe(won);
    await depositByCard(ctx, player.profile, '20.00');
    await ctx.t.app.promotions.grantDepositBonuses();
    const [released] = await noDepositGrant(player.user.id);
    expect(released).toMatchObject({ heldWinnings: 0n, wageringRequirement: 2n * won * BigInt(settings().wagering.multiplier) });
    expect((await balances(player.user.id)).bonus).toBe(2n * won);
    // Released: the fund no longer offers to unlock them.
    const after = (await player.profile.get('/profile/currency')).json<TFund[]>();
    expect(after.find((f) => f.currency === 'EUR')?.freeSpinWallet).toMatchObject({ heldWinnings: '0.00', winUnlockConfig: null });
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('keeps the minimum slot cycle between free spins: one sent at once is refused (429) and spends no spin', async () => {
    const player = await playerWithSpins(1_000n);
    const play = await launch(player.game, SLOT, false);
    const free = { family: 'slots', coinValue: '0.01', free: true } as const;
    expect((await play.open(free)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      const res = await play.open(free);
      expect(res.statusCode, res.body).toBe(429);
      expect(['1', '2', '3']).toContain(res.headers['retry-after']);
      expect(res.json().message).toMatch(/^Spins are at most one every 2\.5 seconds\. Try again in \d(\.\d)? s\.$/);
    }
    // Nor may a paid spin come in between.
    expect((await play.open({ family: 'slots', coinValue: '0.01' })).statusCode).toBe(429);
    expect(await balances(player.user.id)).toMatchObject({ real: 1_000n, freeSpin: 19n * SPIN });
    ctx.t.clock.advance(ctx.t.app.config.slotMinCycleMs);
    expect((await play.open(free)).statusCode).toBe(200);
    expect((await balances(player.user.id)).freeSpin).toBe(18n * SPIN);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('refuses a free round without spins, and on another game', async () => {
    const player = await fundedPlayer(ctx.t.app, db(), 1_000n);
    const play = await launch(player.game, SLOT, false);
    expect((await play.session()).freeSpins).toBeNull();
    const refused = await play.open({ family: 'slots', coinValue: '0.01', free: true });
    expect(refused.statusCode).toBe(409);
    const other = await launch(player.game, 'copperfox:PlinkoPrairie', false);
    const wrong = await other.open({ family: 'plinko', amount: '0.10', rows: 8, risk: 'low' });
    expect(wrong.statusCode).toBe(200);
    expect(await balances(player.user.id)).toMatchObject({ freeSpin: 0n });
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('returns the spins left to the promotions account when the grant expires', async () => {
    const player = await playerWithSpins();
    const play = await launch(player.game, SLOT, false);
    const res = await play.open({ family: 'slots', coinValue: '0.01', free: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await balances(player.user.id)).freeSpin).toBe(19n * SPIN);

    ctx.t.clock.advance(8 * 86_400_000);
    // Other tests' grants in this database expire too.
    expect(await ctx.t.app.promotions.expireBonuses()).toBeGreaterThanOrEqual(1);
    expect(await balances(player.user.id)).toMatchObject({ bonus: 0n, freeSpin: 0n });
    const [grant] = await noDepositGrant(player.user.id);
    expect(grant!.status).toBe('expired');
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });
});
