import type { TTransactionHistory } from '@casino/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { signUpPlayer } from '../../../test/players';
import { adjustPlayerBalance } from './adjustment';
import { checkLedger, getPlayerBalances } from './ledger';

describe('operator adjustments', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  afterEach(async () => {
    expect(await checkLedger(t.database.db)).toMatchObject({ isSound: true });
  });

  const adjust = (
    userId: string,
    amount: bigint,
    reason = 'Goodwill credit after a failed spin',
    idempotencyKey: string = crypto.randomUUID(),
  ) => adjustPlayerBalance(t.database.db, { userId, currency: 'EUR', amount, reason, idempotencyKey });

  it('credits and debits real money, shown to the player with the reason beside deposits and withdrawals', async () => {
    const { user, profile } = await signUpPlayer(t.app);
    await adjust(user.id, 2500n, 'Test funds for the new player');
    await adjust(user.id, -400n, 'Duplicate goodwill credit reversed');

    expect((await getPlayerBalances(t.database.db, user.id, 'EUR')).real).toBe(2100n);
    const credits: TTransactionHistory = (await profile.get('/profile/fiat/deposit')).json();
    expect(credits.items).toEqual([
      expect.objectContaining({
        type: 'deposit',
        amount: '25.00',
        currency: 'EUR',
        method: 'adjustment',
        note: 'Test funds for the new player',
      }),
    ]);
    const debits: TTransactionHistory = (await profile.get('/profile/fiat/withdraw')).json();
    expect(debits.items).toEqual([
      expect.objectContaining({ type: 'withdraw', amount: '4.00', method: 'adjustment', note: 'Duplicate goodwill credit reversed' }),
    ]);
    // An adjustment is not a deposit: the deposit total ignores it.
    expect((await profile.get('/profile/payment/total-deposits')).json()).toEqual({ deposits: [] });
  });

  it('moves nothing when repeated with its key, and never debits below zero', async () => {
    const { user } = await signUpPlayer(t.app);
    const first = await adjust(user.id, 1000n, 'Test funds', 'adjust-once');
    const again = await adjust(user.id, 1000n, 'Test funds', 'adjust-once');
    expect(again).toMatchObject({ id: first.id, replayed: true });
    await expect(adjust(user.id, -1001n)).rejects.toMatchObject({ statusCode: 422, message: 'Insufficient funds' });
    expect((await getPlayerBalances(t.database.db, user.id, 'EUR')).real).toBe(1000n);
  });

  it('refuses a zero amount and an empty or over-long reason, moving nothing', async () => {
    const { user } = await signUpPlayer(t.app);
    await expect(adjust(user.id, 0n)).rejects.toMatchObject({ statusCode: 400, message: 'The amount must not be zero' });
    await expect(adjust(user.id, 100n, '   ')).rejects.toMatchObject({ statusCode: 400, message: 'A reason is required' });
    await expect(adjust(user.id, 100n, 'x'.repeat(501))).rejects.toMatchObject({ statusCode: 400 });
    expect((await getPlayerBalances(t.database.db, user.id, 'EUR')).real).toBe(0n);
  });
});
