import type { TFund } from '@casino/contracts';
import { expect } from 'vitest';
import { depositIdOf, postSandboxForm } from './payments';
import type { App } from '../src/app';
import type { Client } from './http';
import type { TestApp } from './app';
import type { ManualBackground } from './background';

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', holder: 'Robin Example', action: 'pay' };

/**
 * A card payment through the sandbox gateway, paid on its page: the gateway's notice is queued, not yet delivered.
 * The player takes the welcome offer unless a bonus code or "No bonus" is given. The deposit's id.
 */
export async function payByCard(
  app: App,
  profile: Client,
  amount: string,
  currency = 'EUR',
  promotionCoupon?: string,
  declineBonus?: boolean,
): Promise<string> {
  const acceptBonus = !declineBonus && !promotionCoupon;
  const res = await profile.post('/profile/vegapay/deposit', { amount, currency, promotionCoupon, declineBonus, acceptBonus });
  expect(res.statusCode, res.body).toBe(200);
  const { redirectUrl } = res.json<{ redirectUrl: string }>();
  expect((await postSandboxForm(app, redirectUrl, CARD)).statusCode).toBe(303);
  return depositIdOf(redirectUrl);
}

/** A card deposit as payByCard makes it, paid and credited (its notice delivered); the deposit's id. */
export async function depositByCard(
  ctx: { t: TestApp; background: ManualBackground },
  profile: Client,
  amount: string,
  currency = 'EUR',
  promotionCoupon?: string,
  { declineBonus }: { declineBonus?: boolean } = {},
): Promise<string> {
  const depositId = await payByCard(ctx.t.app, profile, amount, currency, promotionCoupon, declineBonus);
  await ctx.background.flush();
  return depositId;
}

/** The player's fund in `currency` as GET /profile/currency shows it. */
export async function fundOf(profile: Client, currency = 'EUR'): Promise<TFund | undefined> {
  return (await profile.get('/profile/currency')).json<TFund[]>().find((f) => f.currency === currency);
}
