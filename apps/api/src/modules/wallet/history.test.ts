import type { TCurrencyCode, TTransactionHistory } from '@casino/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createClient, PROFILE_API } from '../../../test/http';
import { signUpPlayer } from '../../../test/players';
import { checkLedger, credit, debit, hold, release } from './ledger';
import { getWithdrawable } from './service';

describe('money read models', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect(await checkLedger(t.database.db)).toMatchObject({ isSound: true });
  });

  const key = () => `history-test:${crypto.randomUUID()}`;
  const deposit = (userId: string, currency: TCurrencyCode, amount: bigint, method = 'Card', at?: Date) =>
    credit(t.database.db, {
      source: 'history-test',
      idempotencyKey: key(),
      kind: 'deposit',
      currency,
      amount,
      userId,
      from: { kind: 'gateway_clearing' },
      metadata: { method, reference: crypto.randomUUID() },
      at,
    });
  const withdraw = async (userId: string, currency: TCurrencyCode, amount: bigint) => {
    await hold(t.database.db, { source: 'history-test', idempotencyKey: key(), currency, amount, userId });
    return release(t.database.db, {
      source: 'history-test',
      idempotencyKey: key(),
      currency,
      amount,
      userId,
      to: { kind: 'gateway_clearing' },
      metadata: { gateway: 'Bank' },
    });
  };

  describe('GET /profile/withdrawable', () => {
    it("gives the default wallet's real money, not held or bonus money", async () => {
      const { user, profile } = await signUpPlayer(t.app);
      expect((await profile.get('/profile/withdrawable')).json()).toEqual({ currency: 'EUR', withdrawable: '0.00' });
      await deposit(user.id, 'EUR', 5000n);
      await hold(t.database.db, { source: 'history-test', idempotencyKey: key(), currency: 'EUR', amount: 1500n, userId: user.id });
      await credit(t.database.db, {
        source: 'history-test',
        idempotencyKey: key(),
        kind: 'bonus',
        currency: 'EUR',
        amount: 999n,
        userId: user.id,
        account: 'player_bonus',
        from: { kind: 'promotions' },
      });
      const res = await profile.get('/profile/withdrawable');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ currency: 'EUR', withdrawable: '35.00' });

      await profile.post('/profile/currency', { currency: 'BTC' });
      await profile.put('/profile/currency', { currency: 'BTC' });
      expect((await profile.get('/profile/withdrawable')).json()).toEqual({ currency: 'BTC', withdrawable: '0.00000000' });
    });

    it('subtracts what bonus rules lock, never going below zero', async () => {
      const { user } = await signUpPlayer(t.app);
      await deposit(user.id, 'EUR', 5000n);
      expect(await getWithdrawable(t.database.db, user.id, async () => 1200n)).toEqual({ currency: 'EUR', withdrawable: '38.00' });
      expect(await getWithdrawable(t.database.db, user.id, async () => 9000n)).toEqual({ currency: 'EUR', withdrawable: '0.00' });
    });
  });

  describe('GET /profile/payment/total-deposits', () => {
    it('lists one entry per completed deposit of this player only', async () => {
      const { user, profile } = await signUpPlayer(t.app);
      const other = await signUpPlayer(t.app);
      expect((await profile.get('/profile/payment/total-deposits')).json()).toEqual({ deposits: [] });
      const first = await deposit(user.id, 'EUR', 1000n);
      await deposit(user.id, 'BTC', 150_000n);
      await deposit(other.user.id, 'EUR', 700n);
      await credit(t.database.db, {
        source: 'history-test',
        idempotencyKey: key(),
        kind: 'win',
        currency: 'EUR',
        amount: 50n,
        userId: user.id,
        from: { kind: 'house' },
      });
      await debit(t.database.db, {
        source: 'history-test',
        idempotencyKey: key(),
        kind: 'bet',
        currency: 'EUR',
        amount: 50n,
        userId: user.id,
        to: { kind: 'house' },
      });
      const res = await profile.get('/profile/payment/total-deposits');
      expect(res.statusCode).toBe(200);
      const { deposits } = res.json<{ deposits: { id: string; amount: string; currency: string; createdAt: string }[] }>();
      expect(deposits).toHaveLength(2);
      expect(deposits.map((d) => [d.currency, d.amount]).sort()).toEqual([
        ['BTC', '0.00150000'],
        ['EUR', '10.00'],
      ]);
      expect(deposits.find((d) => d.currency === 'EUR')).toEqual({
        id: String(first.id),
        amount: '10.00',
        currency: 'EUR',
        createdAt: first.createdAt.toISOString(),
      });
    });
  });

  describe('GET /profile/{fiat|crypto}/{type}', () => {
    it('lists deposits and withdrawals by currency type, newest first', async () => {
      const { user, profile } = await signUpPlayer(t.app);
      // The ledger keeps the time its caller gives for a movement.
      const eur = await deposit(user.id, 'EUR', 2000n, 'Card', new Date('2025-03-01T10:00:00Z'));
      const usd = await deposit(user.id, 'USD', 3000n, 'Wallet', new Date('2025-03-02T10:00:00Z'));
      const btc = await deposit(user.id, 'BTC', 1n, 'Crypto');
      const payout = await withdraw(user.id, 'EUR', 500n);

      const fiat = await profile.get('/profile/fiat/deposit');
      expect(fiat.statusCode).toBe(200);
      expect(fiat.json()).toEqual({
        items: [
          {
            id: String(usd.id),
            type: 'deposit',
            amount: '30.00',
            currency: 'USD',
            status: 'completed',
            method: 'Wallet',
            reference: usd.metadata.reference,
            createdAt: '2025-03-02T10:00:00.000Z',
          },
          {
            id: String(eur.id),
            type: 'deposit',
            amount: '20.00',
            currency: 'EUR',
            status: 'completed',
            method: 'Card',
            reference: eur.metadata.reference,
            createdAt: '2025-03-01T10:00:00.000Z',
          },
        ],
      });
      const crypto = (await profile.get('/profile/crypto/deposit')).json<TTransactionHistory>();
      expect(crypto.items.map((i) => [i.id, i.amount, i.currency])).toEqual([[String(btc.id), '0.00000001', 'BTC']]);
      const withdrawals = (await profile.get('/profile/fiat/withdraw')).json<TTransactionHistory>();
      expect(withdrawals.items).toEqual([
        expect.objectContaining({ id: String(payout.id), type: 'withdraw', amount: '5.00', method: 'Bank' }),
      ]);
      expect((await profile.get('/profile/crypto/withdraw')).json()).toEqual({ items: [] });
    });

    it('filters by whole UTC days for dates and by instants for date-times, both ends inclusive', async () => {
      const { user, profile } = await signUpPlayer(t.app);
      const at = ['2025-05-31T23:59:59.999Z', '2025-06-01T00:00:00.000Z', '2025-06-01T23:59:59.999Z', '2025-06-02T00:00:00.000Z'];
      const ids: string[] = [];
      for (const when of at) ids.push(String((await deposit(user.id, 'EUR', 100n, 'Card', new Date(when))).id));
      const list = async (query: string) =>
        (await profile.get(`/profile/fiat/deposit?${query}`)).json<TTransactionHistory>().items.map((i) => i.id);
      expect(await list('from=2025-06-01&to=2025-06-01')).toEqual([ids[2], ids[1]]);
      expect(await list('from=2025-06-01')).toEqual([ids[3], ids[2], ids[1]]);
      expect(await list('to=2025-05-31')).toEqual([ids[0]]);
      expect(await list('from=2025-06-01T00:00:00.000Z&to=2025-06-02T00:00:00.000Z')).toEqual([ids[3], ids[2], ids[1]]);
      expect(await list('from=2025-06-03')).toEqual([]);
    });

    it('answers 400 naming the field for a bad type or date', async () => {
      const { profile } = await signUpPlayer(t.app);
      const cases: [string, string][] = [
        ['/profile/fiat/deposits', 'type'],
        ['/profile/crypto/bonus', 'type'],
        ['/profile/fiat/deposit?from=yesterday', 'from'],
        ['/profile/fiat/deposit?to=2025-02-30', 'to'],
        ['/profile/crypto/withdraw?from=2025-06-02&to=2025-06-01', 'from'],
        // Formats that hold years PostgreSQL and JavaScript do not agree on: year 0, and the day after 9999-12-31.
        ['/profile/fiat/deposit?from=0000-01-01', 'from'],
        ['/profile/fiat/deposit?from=0000-01-01T00:00:00Z', 'from'],
        ['/profile/fiat/deposit?to=9999-12-31', 'to'],
        ['/profile/crypto/deposit?to=10000-01-01', 'to'],
        ['/profile/crypto/deposit?to=%2B010000-01-01T00:00:00Z', 'to'],
      ];
      for (const [url, field] of cases) {
        const res = await profile.get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errors[0].field, url).toBe(field);
      }
    });
  });

  it('answers 401 without a session', async () => {
    const stranger = createClient(t.app, { base: PROFILE_API });
    for (const url of ['/profile/withdrawable', '/profile/payment/total-deposits', '/profile/fiat/deposit', '/profile/crypto/withdraw']) {
      expect((await stranger.get(url)).statusCode, url).toBe(401);
    }
  });
});
