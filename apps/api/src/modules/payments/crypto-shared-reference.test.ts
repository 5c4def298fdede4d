import type { TCryptoDepositResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../../test/http';
import { realBalance, usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { insertSandboxOutputs } from './chains/sandbox-chain-repo';

// One Ethereum transaction can pay ETH and a USDT token transfer, and their `hash:index` can be the same
// (the value transfer and the token's log are both number 0): they are two payments, in two currencies.

const ETH_AMOUNT = 50_000_000_000_000_000n; // 0.05 ETH
const USDT_AMOUNT = 50_000_000n; // 50 USDT

describe('crypto deposits in two currencies under one transaction reference', () => {
  const ctx = usePaymentsApp();

  async function addressOf(profile: Client, currency: 'ETH' | 'USDT') {
    const res = await profile.post('/profile/crypto/deposit', { currency });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TCryptoDepositResponse>().address;
  }

  it('credits the ETH and the USDT output of one hash:index, each once however often it is seen', async () => {
    const { profile } = await signUpPlayer(ctx.t.app, { currency: 'ETH' });
    expect((await profile.post('/profile/currency', { currency: 'USDT' })).statusCode).toBeLessThan(300);
    const txHash = 'ab'.repeat(32);
    const output = { txHash, outputIndex: 0, destinationTag: null, broadcastAt: ctx.t.clock.now(), droppedAt: null };
    await insertSandboxOutputs(ctx.t.database.db, [
      { ...output, currency: 'ETH', toAddress: await addressOf(profile, 'ETH'), amount: ETH_AMOUNT },
      { ...output, currency: 'USDT', toAddress: await addressOf(profile, 'USDT'), amount: USDT_AMOUNT },
    ]);
    expect(await ctx.t.app.payments.watchChains()).toMatchObject({ seen: 2 });
    ctx.t.clock.advance(5 * 60_000);
    // Watchers of several instances at once, then again on later ticks: each output is credited once.
    const reports = await Promise.all([1, 2, 3].map(() => ctx.t.app.payments.watchChains()));
    expect(reports.map((r) => r.credited).reduce((a, b) => a + b)).toBe(2);
    for (let i = 0; i < 2; i++) {
      ctx.t.clock.advance(60_000);
      expect(await ctx.t.app.payments.watchChains()).toMatchObject({ credited: 0, seen: 0 });
    }
    expect(await realBalance(profile, 'ETH')).toBe('0.050000000000000000');
    expect(await realBalance(profile, 'USDT')).toBe('50.000000');
    const deposits = (await profile.get('/profile/payment/total-deposits')).json().deposits as unknown[];
    expect(deposits).toHaveLength(2);
  });
});
