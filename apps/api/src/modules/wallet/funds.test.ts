import type { TFund } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createClient, PROFILE_API, type Client } from '../../../test/http';
import { signUpPlayer } from '../../../test/players';
import { funds, ledgerAccounts } from '../../db/schema/wallet';
import { checkLedger, credit } from './ledger';

const emptyFund = (currency: string, zero: string, isDefault: boolean) => ({
  currency,
  default: isDefault,
  totalMoney: zero,
  totalBonus: zero,
  freeSpinWallet: { balance: zero, heldWinnings: zero, winUnlockConfig: null },
});

describe('funds: /profile/currency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect(await checkLedger(t.database.db)).toMatchObject({ isSound: true });
  });

  const put = (client: Client, payload: object) => client.put('/profile/currency', payload);

  it('lists the default wallet created at sign-up, with its ledger accounts', async () => {
    const { user, profile } = await signUpPlayer(t.app, { currency: 'USD' });
    const res = await profile.get('/profile/currency');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual([emptyFund('USD', '0.00', true)]);
    const accounts = await t.database.db
      .select({ kind: ledgerAccounts.kind })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, user.id));
    expect(accounts.map((a) => a.kind).sort()).toEqual(['player_bonus', 'player_free_spin', 'player_held', 'player_real']);
  });

  it('shows real money, bonus money and the free-spin wallet in major units', async () => {
    const { user, profile } = await signUpPlayer(t.app);
    const pay = (amount: bigint, account: 'player_real' | 'player_bonus' | 'player_free_spin') =>
      credit(t.database.db, {
        source: 'funds-test',
        idempotencyKey: `funds-test:${crypto.randomUUID()}`,
        kind: account === 'player_real' ? 'deposit' : 'bonus',
        currency: 'EUR',
        amount,
        userId: user.id,
        account,
        from: { kind: account === 'player_real' ? 'gateway_clearing' : 'promotions' },
      });
    await pay(123_456n, 'player_real');
    await pay(500n, 'player_bonus');
    await pay(5n, 'player_free_spin');
    const res = await profile.get('/profile/currency');
    expect(res.json()).toEqual([
      {
        currency: 'EUR',
        default: true,
        totalMoney: '1234.56',
        totalBonus: '5.00',
        freeSpinWallet: { balance: '0.05', heldWinnings: '0.00', winUnlockConfig: null },
      },
    ]);
  });

  it('shows money credited in a currency the player held no wallet for, as a new wallet', async () => {
    const { user, profile } = await signUpPlayer(t.app);
    await credit(t.database.db, {
      source: 'funds-test',
      idempotencyKey: `funds-test:${crypto.randomUUID()}`,
      kind: 'deposit',
      currency: 'ETH',
      amount: 1_000_000_000_000_000_001n,
      userId: user.id,
      from: { kind: 'gateway_clearing' },
    });
    const list = await profile.get('/profile/currency');
    expect(list.json()).toEqual([
      emptyFund('EUR', '0.00', true),
      { ...emptyFund('ETH', '0.000000000000000000', false), totalMoney: '1.000000000000000001' },
    ]);
    // The player can make it the default wallet, and then withdraw from it.
    expect((await put(profile, { currency: 'ETH' })).statusCode).toBe(200);
    expect((await profile.get('/profile/withdrawable')).json()).toEqual({ currency: 'ETH', withdrawable: '1.000000000000000001' });
    // Adding it again is refused: the player already has it.
    expect((await profile.post('/profile/currency', { currency: 'ETH' })).statusCode).toBe(409);
  });

  it('adds a currency wallet (201) and lists it after the default', async () => {
    const { profile } = await signUpPlayer(t.app);
    const res = await profile.post('/profile/currency', { currency: 'BTC' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(emptyFund('BTC', '0.00000000', false));
    const list = await profile.get('/profile/currency');
    expect(list.json<TFund[]>().map((f) => [f.currency, f.default])).toEqual([
      ['EUR', true],
      ['BTC', false],
    ]);
  });

  it('refuses a currency the player already holds (409) and an unknown one (400)', async () => {
    const { profile } = await signUpPlayer(t.app);
    const held = await profile.post('/profile/currency', { currency: 'EUR' });
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({ message: 'You already have a EUR wallet.' });

    const unknown = await profile.post('/profile/currency', { currency: 'XYZ' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'Unsupported currency',
      errors: [{ field: 'currency', message: 'Unsupported currency' }],
    });
    const missing = await profile.post('/profile/currency', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('currency');
    expect((await profile.get('/profile/currency')).json()).toHaveLength(1);
  });

  it('makes another wallet the default, keeping exactly one default', async () => {
    const { user, profile } = await signUpPlayer(t.app);
    await profile.post('/profile/currency', { currency: 'ETH' });
    const res = await put(profile, { currency: 'ETH' });
    expect(res.statusCode).toBe(200);
    expect(res.json<TFund[]>().map((f) => [f.currency, f.default])).toEqual([
      ['EUR', false],
      ['ETH', true],
    ]);
    // Setting the current default again changes nothing.
    expect((await put(profile, { currency: 'ETH' })).json<TFund[]>().filter((f) => f.default)).toHaveLength(1);
    const defaults = await t.database.db
      .select()
      .from(funds)
      .where(and(eq(funds.userId, user.id), eq(funds.isDefault, true)));
    expect(defaults.map((f) => f.currency)).toEqual(['ETH']);
  });

  it('keeps one default when switches race each other', async () => {
    const { user, profile } = await signUpPlayer(t.app);
    for (const currency of ['USD', 'BTC']) await profile.post('/profile/currency', { currency });
    const order = ['USD', 'BTC', 'EUR', 'BTC', 'USD', 'EUR', 'USD', 'BTC'];
    const results = await Promise.all(order.map((currency) => put(profile, { currency })));
    expect(results.map((r) => r.statusCode)).toEqual(order.map(() => 200));
    const defaults = await t.database.db
      .select()
      .from(funds)
      .where(and(eq(funds.userId, user.id), eq(funds.isDefault, true)));
    expect(defaults).toHaveLength(1);
  });

  it('refuses to make a wallet the player does not hold the default (404) and bad input (400)', async () => {
    const { profile } = await signUpPlayer(t.app);
    const res = await put(profile, { currency: 'USD' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'You have no USD wallet.' });
    const bad = await put(profile, { currency: 'usd' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ field: 'currency', message: 'Unsupported currency' });
  });

  it('answers 401 without a session, before looking at the body', async () => {
    const stranger = createClient(t.app, { base: PROFILE_API });
    expect((await stranger.get('/profile/currency')).statusCode).toBe(401);
    expect((await stranger.post('/profile/currency', { currency: 'BTC' })).statusCode).toBe(401);
    expect((await stranger.post('/profile/currency', { currency: 'nope' })).statusCode).toBe(401);
    const res = await put(stranger, { currency: 'EUR' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in to continue.' });
  });
});
