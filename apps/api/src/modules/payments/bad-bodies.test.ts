import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { TDepositStatus } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, PROFILE_API } from '../../../test/http';
import { depositIdOf, fillPaymentDetails, realBalance, sandboxNotice, usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';

// Bodies no gateway or player should send: refused with a clear 4xx, the connection left whole, nothing changed.

/**
 * A client in a process of its own (as the web server's proxy is) that sends a 2 MB JSON body to `url`
 * `times` times in a row and prints each answer (status and body), or the socket error.
 */
const CLIENT = `
import { request } from 'node:http';
const [url, times, headers] = [process.argv[1], Number(process.argv[2]), JSON.parse(process.argv[3])];
const body = Buffer.from(JSON.stringify({ amount: '40.00', currency: 'EUR', padding: 'x'.repeat(2 * 1024 * 1024) }));
const answers = [];
for (let i = 0; i < times; i++) {
  answers.push(await new Promise((resolve) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-length': body.length } });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body: text }));
    });
    req.on('error', (err) => resolve({ error: err.code ?? err.message }));
    req.end(body);
  }));
}
console.log(JSON.stringify(answers));
`;

describe('payment bodies that are not what they should be', () => {
  const ctx = usePaymentsApp();

  async function pendingDeposit() {
    const player = await signUpPlayer(ctx.t.app);
    await fillPaymentDetails(player.profile);
    const res = await player.profile.post('/profile/lyrapay/deposit', { amount: '40.00', currency: 'EUR' });
    return { ...player, id: depositIdOf(res.json<{ redirectUrl: string }>().redirectUrl) };
  }

  it('answers 400 to a signed notice with a NUL character in any field, and changes nothing', async () => {
    const { profile, id } = await pendingDeposit();
    const paid = { paymentId: id, amount: '40.00', currency: 'EUR' };
    const notices = [
      { ...paid, reference: 'ref\u0000' },
      { ...paid, amount: '40.00\u0000' },
      { ...paid, currency: 'EUR\u0000' },
      { ...paid, paymentId: `${id}\u0000` },
    ];
    let n = 0;
    for (const type of ['payment.succeeded', 'payment.failed'] as const) {
      for (const data of [...notices, { ...paid, reason: 'Declined\u0000' }]) {
        const res = await sandboxNotice(ctx.t.app, 'lyrapay', data, { type, eventId: `evt_nul_${n++}` });
        expect([res.statusCode, res.json().message], `${type} ${JSON.stringify(data)}`).toEqual([
          400,
          'The notice is signed but not readable: a field is missing, too long or holds a NUL character.',
        ]);
      }
    }
    expect((await profile.get(`/profile/payment/deposit/${id}`)).json<TDepositStatus>()).toMatchObject({ status: 'pending' });
    expect(await realBalance(profile, 'EUR')).toBe('0.00');
    // The same payment's proper notice is still taken.
    expect((await sandboxNotice(ctx.t.app, 'lyrapay', paid)).json()).toMatchObject({ outcome: 'credited' });
    expect(await realBalance(profile, 'EUR')).toBe('40.00');
  });

  it('answers a 2 MB body to a deposit route with a JSON 413, over a real connection that is not reset', async () => {
    const { profile } = await pendingDeposit();
    await ctx.t.app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(ctx.t.app.server.address() as AddressInfo).port}`;
    const cookie = Object.entries(profile.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const headers = JSON.stringify({ ...CLIENT_HEADERS, 'content-type': 'application/json', cookie });
    const tooLarge = { status: 413, type: 'application/json; charset=utf-8', body: '{"message":"Request body is too large"}' };
    for (const route of ['/profile/lyrapay/deposit', '/profile/crypto/deposit', '/profile/mifinity/deposit', '/profile/skrill/deposit']) {
      const { stdout } = await promisify(execFile)(process.execPath, [
        '--input-type=module',
        '-e',
        CLIENT,
        `${origin}${PROFILE_API}${route}`,
        '3',
        headers,
      ]);
      expect(JSON.parse(stdout), route).toEqual(Array(3).fill(tooLarge));
    }
    expect(await realBalance(profile, 'EUR')).toBe('0.00');
  });
});
