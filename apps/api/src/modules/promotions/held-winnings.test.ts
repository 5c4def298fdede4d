import { ZPlayRoundResponse } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATA_PROMOTIONS_FILE } from '../../../test/app';
import { fillPaymentDetails, usePaymentsApp } from '../../../test/payments';
import { fundedPlayer, launch } from '../../../test/play';
import { depositByCard, fundOf } from '../../../test/promotions';
import { arrangeSlotWin } from '../../../test/slots';
import { promotionGrants } from '../../db/schema/promotions';
import { toMajorUnits } from '../../lib/money';
import { checkLedger } from '../wallet';
import { forfeitGrant } from './forfeit';

// A fund's held free-spin winnings (decision 025): what the no-deposit spins won, waiting on the grant for the
// deposit that releases them, shown on GET /profile/currency so Locked By Bonus can count them.

const SLOT = 'lunarforge:LuckyLanterns';
const eur = (minor: bigint) => toMajorUnits(minor, 'EUR');

describe('held free-spin winnings', () => {
  const ctx = usePaymentsApp({ PROMOTIONS_FILE: DATA_PROMOTIONS_FILE });
  const db = () => ctx.t.database.db;

  /** A player with paid spins' money who accepted their sign-up spins and won `won` cents on one of them. */
  async function playerWithHeldWin() {
    const player = await fundedPlayer(ctx.t.app, db(), 5_000n);
    const [offer] = await db()
      .select()
      .from(promotionGrants)
      .where(and(eq(promotionGrants.userId, player.user.id), eq(promotionGrants.source, 'no_deposit')));
    expect((await player.profile.post('/profile/promotion', { id: offer!.id })).statusCode).toBe(200);
    const play = await launch(player.game, SLOT, false);
    // Reading the session starts the player's seed pair, which the arranged win is read from.
    expect((await play.session()).freeSpins).toMatchObject({ left: 20, winsHeld: true });
    expect((await fundOf(player.profile))?.freeSpinWallet.heldWinnings).toBe('0.00');

    const won = await arrangeSlotWin(ctx.t, db(), player.user.id, play, 'LuckyLanterns', '0.01');
    const res = await play.open({ family: 'slots', coinValue: '0.01', free: true });
    expect(res.statusCode, res.body).toBe(200);
    const { round } = ZPlayRoundResponse.parse(res.json());
    expect([round.isFree, round.win]).toEqual([true, eur(won)]);
    return { ...player, won, grantId: offer!.id };
  }

  it('shows the winnings held until the deposit, then none once it pays them as bonus money', async () => {
    const player = await playerWithHeldWin();
    const held = await fundOf(player.profile);
    expect(held).toMatchObject({ totalBonus: '0.00', freeSpinWallet: { heldWinnings: eur(player.won) } });

    await fillPaymentDetails(player.profile);
    await depositByCard(ctx, player.profile, '20.00');
    await ctx.t.app.promotions.grantDepositBonuses();
    // The shipped offer doubles them (extraBonusPercent 100): bonus money now, nothing held.
    const released = await fundOf(player.profile);
    expect(released).toMatchObject({ totalBonus: eur(2n * player.won), freeSpinWallet: { heldWinnings: '0.00' } });
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('shows none once the grant holding them is forfeited', async () => {
    const player = await playerWithHeldWin();
    expect((await fundOf(player.profile))?.freeSpinWallet.heldWinnings).toBe(eur(player.won));
    const ended = await forfeitGrant(db(), { userId: player.user.id, grantId: player.grantId, reason: 'forfeited' }, ctx.t.clock.now());
    expect(ended?.status).toBe('forfeited');
    expect(await fundOf(player.profile)).toMatchObject({ totalBonus: '0.00', freeSpinWallet: { heldWinnings: '0.00' } });
  });
});
