import type { TDepositStatus } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../../test/http';
import { fillPaymentDetails, getSandboxPage, postSandboxForm, realBalance, usePaymentsApp } from '../../../test/payments';
import { confirmEmailOf, signUpPlayer } from '../../../test/players';

describe('e-wallet deposits: Skrill, Jeton (QR checkout, wallet, cash) and the MiFinity widget', () => {
  const ctx = usePaymentsApp();

  async function payingPlayer() {
    const player = await signUpPlayer(ctx.t.app);
    await fillPaymentDetails(player.profile);
    return player;
  }
  const statusOf = async (profile: Client, id: string) => (await profile.get(`/profile/payment/deposit/${id}`)).json<TDepositStatus>();
  const idOf = (url: string) => new URL(url, 'http://casino.test').pathname.split('/').pop()!;

  it('pays through each redirecting e-wallet page and credits on its notice', async () => {
    const { profile } = await payingPlayer();
    const body = { amount: '20.00', currency: 'EUR', language: 'en' };
    const routes = [
      ['/profile/skrill/deposit', 'skrill', false],
      ['/profile/jeton/checkout/deposit', 'jeton', true],
      ['/profile/jeton/wallet/deposit', 'jeton', false],
      ['/profile/jeton/cash/deposit', 'jeton', false],
    ] as const;
    for (const [path, gateway, hasQr] of routes) {
      const res = await profile.post(path, body);
      expect(res.statusCode, `${path} ${res.body}`).toBe(200);
      const { redirectUrl, qr } = res.json<{ redirectUrl: string; qr?: string }>();
      expect(redirectUrl).toMatch(new RegExp(`/payments/sandbox/${gateway}/[0-9a-f-]{36}$`));
      expect(qr).toBe(hasQr ? redirectUrl : undefined);
      expect((await getSandboxPage(ctx.t.app, redirectUrl)).body).toContain('Approve payment');
      expect((await postSandboxForm(ctx.t.app, redirectUrl, { action: 'pay' })).statusCode).toBe(303);
      await ctx.background.flush();
      expect(await statusOf(profile, idOf(redirectUrl))).toMatchObject({ status: 'completed', amount: '20.00' });
    }
    expect(await realBalance(profile, 'EUR')).toBe('80.00');
  });

  it('the MiFinity widget pays inside its frame and declines without crediting', async () => {
    const { profile, email } = await payingPlayer();
    await ctx.background.flush();
    await confirmEmailOf(ctx.t.app, ctx.t.database.db, email);
    for (const [action, status, balance] of [
      ['cancel', 'failed', '0.00'],
      ['pay', 'completed', '15.00'],
    ] as const) {
      const res = await profile.post('/profile/mifinity/deposit', { amount: '15', currency: 'EUR', language: 'en' });
      expect(res.statusCode, res.body).toBe(200);
      const token = res.json<{ initializationToken: string }>().initializationToken;
      const page = await getSandboxPage(ctx.t.app, `/payments/sandbox/mifinity/${token}`);
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self' http://casino.test");
      const done = await postSandboxForm(ctx.t.app, `/payments/sandbox/mifinity/${token}`, { action });
      // Inside a frame the widget ends on its own page instead of sending the browser away.
      expect([done.statusCode, done.body.includes(action === 'pay' ? 'Payment approved' : 'Payment declined')]).toEqual([200, true]);
      await ctx.background.flush();
      expect(await statusOf(profile, token)).toMatchObject({ status });
      expect(await realBalance(profile, 'EUR')).toBe(balance);
    }
  });

  it('asks the e-wallets for their own profile details, and refuses an unknown Jeton type', async () => {
    const { profile } = await signUpPlayer(ctx.t.app);
    const mifinity = await profile.post('/profile/mifinity/deposit', { amount: '15', currency: 'EUR' });
    expect([mifinity.statusCode, mifinity.json().message]).toEqual([
      422,
      'Please complete your profile first: address, zipCode, country, city, gender, dateOfBirth, phone, confirmedEmail.',
    ]);
    const jeton = await profile.post('/profile/jeton/voucher/deposit', { amount: '15', currency: 'EUR' });
    expect(jeton.statusCode).toBe(400);
    expect(jeton.json().errors).toContainEqual(expect.objectContaining({ field: 'type' }));
    const language = await profile.post('/profile/skrill/deposit', { amount: '15', currency: 'EUR', language: 'english' });
    expect(language.json().errors).toContainEqual(expect.objectContaining({ field: 'language' }));
  });
});
