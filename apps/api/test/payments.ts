import type { TFund } from '@casino/contracts';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { App } from '../src/app';
import { checkLedger } from '../src/modules/wallet';
import { createTestApp, type TestApp } from './app';
import { createManualBackground, type ManualBackground } from './background';
import { signWebhook } from '../src/modules/payments/webhook-signature';
import type { Client } from './http';

/**
 * The deposit-limit choice a market profile asks for before a first deposit (the test addresses place players in
 * Malta, whose profile asks): here the active choice of none.
 */
export async function chooseNoDepositLimit(profile: Client) {
  const res = await profile.post('/profile/safer-gambling/no-deposit-limit');
  if (res.statusCode !== 200) throw new Error(`deposit-limit choice not saved: ${res.statusCode} ${res.body}`);
}

/**
 * Profile details every fiat method needs (docs/product.md, Deposits and withdrawals), filled through the API, and
 * the deposit-limit choice made (none).
 */
export async function fillPaymentDetails(profile: Client, country = 'mt') {
  await chooseNoDepositLimit(profile);
  const res = await profile.put('/profile', {
    country,
    state: 'Malta',
    city: 'Valletta',
    address: 'Republic Street 1',
    zipCode: 'VLT 1111',
    phoneNumber: '21234567',
    dialingCode: '356',
    gender: 'Female',
    dateOfBirth: Math.floor(Date.UTC(1990, 4, 1) / 1000),
    receiveEmailPromo: false,
  });
  if (res.statusCode !== 200) throw new Error(`profile details not saved: ${res.statusCode} ${res.body}`);
}

/** A form post to a sandbox page, as the tester's browser sends it; `url` may be absolute. */
export function postSandboxForm(app: App, url: string, form: Record<string, string>, ip = '10.9.9.9') {
  return app.inject({
    method: 'POST',
    url: new URL(url, 'http://casino.test').pathname + new URL(url, 'http://casino.test').search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: ip,
  });
}

export function getSandboxPage(app: App, url: string) {
  const { pathname, search } = new URL(url, 'http://casino.test');
  return app.inject({ method: 'GET', url: pathname + search });
}

/** A sandbox gateway's notice about `paymentId`, signed with the sandbox secret at `now` (or as given). */
export function sandboxNotice(
  app: App,
  gateway: string,
  data: { paymentId: string; amount: string; currency: string; reference?: string; reason?: string },
  opts: { eventId?: string; type?: 'payment.succeeded' | 'payment.failed'; now?: Date; secret?: string } = {},
) {
  const body = JSON.stringify({ type: opts.type ?? 'payment.succeeded', data: { reference: `ref-${data.paymentId}`, ...data } });
  const headers = signWebhook(
    opts.secret ?? app.config.paymentsSandboxSecret,
    opts.eventId ?? `evt_${data.paymentId}`,
    opts.now ?? app.clock.now(),
    body,
  );
  return app.inject({
    method: 'POST',
    url: `/payments/webhooks/${gateway}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: body,
  });
}

export const depositIdOf = (redirectUrl: string) => new URL(redirectUrl).pathname.split('/').pop()!;

export async function realBalance(profile: Client, currency: string): Promise<string | undefined> {
  return (await profile.get('/profile/currency')).json<TFund[]>().find((f) => f.currency === currency)?.totalMoney;
}

/**
 * An app for the enclosing describe block whose background tasks (the sandbox's notices, mail) wait for the
 * test to run them, and whose ledger must be sound after every test.
 */
export function usePaymentsApp(env: Record<string, string> = {}) {
  const ctx = {} as { t: TestApp; background: ManualBackground };
  beforeAll(async () => {
    ctx.background = createManualBackground();
    ctx.t = await createTestApp(env, { background: ctx.background });
  });
  afterAll(() => ctx.t.close());
  afterEach(async () => {
    await ctx.background.flush();
    expect(await checkLedger(ctx.t.database.db)).toMatchObject({ isSound: true });
  });
  return ctx;
}
