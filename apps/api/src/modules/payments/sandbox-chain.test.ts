import type { TCryptoDepositResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../../test/http';
import { getSandboxPage, postSandboxForm, realBalance, usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';

const CHAIN = '/payments/sandbox/chain';
const BLOCK_MS = 5_000;
const PURCHASED = 'Purchase complete: the coins are on their way to your deposit address.';

describe('the sandbox chain and buy-crypto widgets: testers pay deposit addresses', () => {
  const ctx = usePaymentsApp();

  async function depositor(currency = 'BTC') {
    const { profile } = await signUpPlayer(ctx.t.app, { currency });
    const res = await profile.post('/profile/crypto/deposit', { currency });
    expect(res.statusCode, res.body).toBe(200);
    return { profile, to: res.json<TCryptoDepositResponse>() };
  }
  const send = (form: Record<string, string>) => postSandboxForm(ctx.t.app, CHAIN, form);
  async function confirmAll(profile: Client, currency = 'BTC') {
    ctx.t.clock.advance(20 * BLOCK_MS);
    await ctx.t.app.payments.watchChains();
    return realBalance(profile, currency);
  }

  it('renders the send form prefilled, escaped, under the sandbox CSP', async () => {
    const page = await getSandboxPage(ctx.t.app, `${CHAIN}?currency=XRP&address=${encodeURIComponent('r"><b>x')}&tag=123`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self' http://casino.test");
    expect(page.body).toContain('<option value="XRP" selected>');
    expect(page.body).toContain('value="r&quot;&gt;&lt;b&gt;x"');
    expect(page.body).not.toContain('<b>x');
    expect(page.body).toContain('value="123"');
  });

  it('sends a transaction that the watcher follows, lists it with its confirmations, and drops it before it is confirmed', async () => {
    const { profile, to } = await depositor();
    const sent = await send({ currency: 'BTC', address: to.address, amount: '0.002' });
    expect(sent.statusCode).toBe(303);
    const txHash = /sent=([0-9a-f]{64})$/.exec(sent.headers.location as string)![1]!;
    ctx.t.clock.advance(BLOCK_MS);
    const listed = await getSandboxPage(ctx.t.app, sent.headers.location as string);
    expect(listed.body).toContain(`Transaction ${txHash} broadcast.`);
    expect(listed.body).toContain('0.00200000 BTC');
    expect(listed.body).toContain('1 conf.');
    expect(listed.body).toContain(`name="txHash" value="${txHash}"`);
    await ctx.t.app.payments.watchChains();

    expect((await postSandboxForm(ctx.t.app, `${CHAIN}/drop`, { currency: 'BTC', txHash })).statusCode).toBe(303);
    expect((await getSandboxPage(ctx.t.app, CHAIN)).body).toContain('dropped');
    expect((await postSandboxForm(ctx.t.app, `${CHAIN}/drop`, { currency: 'BTC', txHash })).statusCode).toBe(404);
    expect(await confirmAll(profile)).toBe('0.00000000');

    // Two outputs in one transaction: two deposits. Once confirmed, no Drop.
    const both = await send({ currency: 'BTC', address: to.address, amount: '0.0002, 0.0003' });
    const bothHash = /sent=([0-9a-f]{64})$/.exec(both.headers.location as string)![1]!;
    expect(await confirmAll(profile)).toBe('0.00050000');
    const final = await postSandboxForm(ctx.t.app, `${CHAIN}/drop`, { currency: 'BTC', txHash: bothHash });
    expect([final.statusCode, final.body.includes('can no longer be dropped')]).toEqual([409, true]);
    expect((await getSandboxPage(ctx.t.app, CHAIN)).body).not.toContain(`name="txHash" value="${bothHash}"`);
  });

  it('refuses bad input with the reason, and broadcasts nothing', async () => {
    const { profile, to } = await depositor();
    const xrp = await depositor('XRP');
    // A valid address outside the sandbox's keys (BIP84's own first address is one of ours).
    const other = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
    for (const [form, message] of [
      [{ currency: 'EUR', address: to.address, amount: '1' }, 'Choose a crypto currency'],
      [{ currency: 'BTC', address: ' ', amount: '1' }, 'Enter the deposit address to pay.'],
      [{ currency: 'BTC', address: other, amount: '1' }, 'This is not a BTC deposit address of this casino.'],
      [{ currency: 'ETH', address: to.address, amount: '1' }, 'This is not a ETH deposit address of this casino.'],
      [{ currency: 'BTC', address: to.address, tag: '5', amount: '1' }, 'Only XRP payments carry a destination tag.'],
      [{ currency: 'XRP', address: xrp.to.address, amount: '1' }, 'Enter the destination tag: XRP deposits need it.'],
      [{ currency: 'XRP', address: xrp.to.address, tag: '99', amount: '1' }, 'deposit address of this casino with that tag'],
      [{ currency: 'BTC', address: to.address, amount: 'abc' }, 'Enter each amount as a number'],
      [{ currency: 'BTC', address: to.address, amount: '0.000000001' }, 'BTC amounts have at most 8 decimal places'],
      [{ currency: 'BTC', address: to.address, amount: '0' }, 'Every amount must be greater than zero.'],
      [{ currency: 'BTC', address: to.address, amount: '1,1,1,1,1,1' }, 'Send at most 5 outputs in one transaction.'],
    ] as const) {
      const res = await send(form);
      expect([res.statusCode, res.body.includes(message)], JSON.stringify(form)).toEqual([422, true]);
    }
    expect((await send({ currency: 'BTC', address: 'x'.repeat(201), amount: '1' })).statusCode).toBe(400);
    expect((await postSandboxForm(ctx.t.app, `${CHAIN}/drop`, { currency: 'BTC', txHash: 'nope' })).statusCode).toBe(404);
    expect(await ctx.t.app.payments.watchChains()).toMatchObject({ seen: 0 });
    expect(await confirmAll(profile)).toBe('0.00000000');
  });

  it('shows a provider widget with its fee, quotes at our rates after it, and pays the deposit address on Buy', async () => {
    const { profile, to } = await depositor();
    const page = await getSandboxPage(ctx.t.app, to.banxaCheckoutIframe);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self' http://casino.test");
    expect(page.body).toContain('Banxa');
    expect(page.body).toContain('Fee 5%');
    // 100 EUR less 5% at 0.0000104 BTC per EUR.
    const quote = await postSandboxForm(ctx.t.app, to.banxaCheckoutIframe, { eur: '100', action: 'quote' });
    expect([quote.statusCode, quote.body.includes('You receive 0.00098800 BTC')]).toEqual([200, true]);
    const mercuryo = to.buyCryptoWidgets.find((w) => w.provider === 'mercuryo')!.url;
    expect((await postSandboxForm(ctx.t.app, mercuryo, { eur: '100', action: 'quote' })).body).toContain('You receive 0.00099320 BTC');
    for (const eur of ['5', 'abc', '10001', '']) {
      const bad = await postSandboxForm(ctx.t.app, to.banxaCheckoutIframe, { eur, action: 'buy' });
      expect([bad.statusCode, bad.body.includes('Enter an amount from 10 to 10000 EUR')]).toEqual([422, true]);
    }
    expect(await realBalance(profile, 'BTC')).toBe('0.00000000');

    const bought = await postSandboxForm(ctx.t.app, to.banxaCheckoutIframe, { eur: '100', action: 'buy' });
    expect([bought.statusCode, bought.body.includes(PURCHASED)]).toEqual([200, true]);
    expect(await confirmAll(profile)).toBe('0.00098800');
  });

  it('pays XRP with the tag and DOGE under our DOG code, and refuses addresses and providers it does not know', async () => {
    const xrp = await depositor('XRP');
    expect((await postSandboxForm(ctx.t.app, xrp.to.banxaCheckoutIframe, { eur: '20', action: 'buy' })).body).toContain(PURCHASED);
    expect(await confirmAll(xrp.profile, 'XRP')).toBe('8.597500');
    const dog = await depositor('DOG');
    expect(dog.to.banxaCheckoutIframe).toContain('currency=DOGE');
    expect((await postSandboxForm(ctx.t.app, dog.to.banxaCheckoutIframe, { eur: '20', action: 'buy' })).body).toContain(PURCHASED);
    expect(await confirmAll(dog.profile, 'DOG')).toBe('58.64160000');

    const unknown = await getSandboxPage(ctx.t.app, '/payments/sandbox/buy-crypto/banxa?currency=BTC&address=bc1qunknown');
    expect([unknown.statusCode, unknown.body.includes('This is not a BTC deposit address of this casino.')]).toEqual([404, true]);
    const noProvider = await getSandboxPage(ctx.t.app, xrp.to.banxaCheckoutIframe.replace('banxa', 'moonpay'));
    expect(noProvider.statusCode).toBe(400);
  });

  it('publishes a block as JSON once due, with one hash for good, and refuses a height or chain it does not have', async () => {
    const block = (path: string) => getSandboxPage(ctx.t.app, `${CHAIN}/blocks/${path}`);
    const tip = Math.floor(ctx.t.clock.now().getTime() / BLOCK_MS);
    const next = await block(`BTC/${tip + 5}`);
    expect([next.statusCode, next.json().message]).toEqual([404, `Block ${tip + 5} of the BTC chain is not mined yet.`]);
    ctx.t.clock.advance(6 * BLOCK_MS);
    const mined = await block(`BTC/${tip + 5}`);
    expect(mined.statusCode).toBe(200);
    expect(mined.json()).toEqual({
      chain: 'BTC',
      height: tip + 5,
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      minedAt: new Date((tip + 5) * BLOCK_MS).toISOString(),
    });
    expect((await block(`BTC/${tip + 5}`)).json()).toEqual(mined.json());
    expect((await block(`ETH/${tip + 5}`)).json().hash).not.toBe(mined.json().hash);
    for (const bad of ['XYZ/1', 'BTC/-1', 'BTC/1.5', 'BTC/abc']) expect((await block(bad)).statusCode, bad).toBe(400);
  });
});
