import type { TCryptoDepositResponse, TProofOfLiabilities, TReserveAttestation } from '@casino/contracts';
import { readReserveAttestation, verifyReserves } from '@casino/proofs/reserves';
import { describe, expect, it } from 'vitest';
import { createClient, PROFILE_API } from '../../../test/http';
import { usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { reserveSourcesOf } from '../payments';
import { checkLedger } from '../wallet';
import { publishReserves, publishSandboxReserves } from './reserves';
import { takeLiabilitySnapshot } from './snapshot';

// Reserves beside the proof of liabilities, on the sandbox chain: players' coins arrive at the operator's addresses,
// the sandbox signs each address's balance at a block with its test keys, and what is published verifies offline and
// matches the chain; an attestation that does not is refused whole.

const BTC_CONFIRMATIONS_MS = 2 * 5_000;

describe('proof of reserves', () => {
  const ctx = usePaymentsApp();
  const sources = () => reserveSourcesOf(ctx.t.database.db, ctx.t.app.config);
  const visitor = () => createClient(ctx.t.app, { base: PROFILE_API });

  async function depositBtc(sats: bigint) {
    const player = await signUpPlayer(ctx.t.app, { currency: 'BTC' });
    const to = (await player.profile.post('/profile/crypto/deposit', { currency: 'BTC' })).json<TCryptoDepositResponse>();
    await ctx.t.app.payments.sandboxChain!.broadcast(
      { currency: 'BTC', address: to.address, destinationTag: null, amounts: [sats] },
      ctx.t.clock.now(),
    );
    return to.address;
  }

  it('publishes the sandbox’s signed BTC reserves at a block, which verify offline, with reserves ÷ liabilities', async () => {
    const first = await depositBtc(150_000n);
    await depositBtc(40_000n);
    ctx.t.clock.advance(BTC_CONFIRMATIONS_MS);
    expect(await ctx.t.app.payments.watchChains()).toMatchObject({ credited: 2 });
    const snapshot = (await takeLiabilitySnapshot(ctx.t.database.db, { at: ctx.t.clock.now() }))!;

    const [btc, ...others] = await publishSandboxReserves(ctx.t.database.db, sources(), snapshot.id, ctx.t.clock.now());
    expect(others).toEqual([]);
    expect(btc).toMatchObject({ snapshotId: snapshot.id, currency: 'BTC', total: 190_000n, addresses: 2 });

    const listed = (await visitor().get('/proof-of-liabilities')).json<TProofOfLiabilities>().snapshots[0]!;
    expect(listed.roots.find((r) => r.currency === 'BTC')?.total).toBe('190000');
    expect(listed.reserves).toEqual([{ currency: 'BTC', blockHeight: btc!.blockHeight, total: '190000', ratio: '1.0000' }]);

    const served = await visitor().get(`/proof-of-liabilities/${snapshot.id}/reserves/BTC`);
    expect(served.statusCode).toBe(200);
    const attestation = served.json<TReserveAttestation>();
    expect(attestation.addresses.map((a) => a.address)).toContain(first);
    const read = readReserveAttestation(attestation);
    expect(verifyReserves(read.value!)).toEqual({ ok: true, total: 190_000n, addresses: 2 });
    expect((await visitor().get(`/proof-of-liabilities/${snapshot.id}/reserves/ETH`)).statusCode).toBe(404);
    expect((await visitor().get(`/proof-of-liabilities/${snapshot.id}/reserves/nope`)).statusCode).toBe(400);

    // Published once per snapshot and currency.
    await expect(publishReserves(ctx.t.database.db, sources(), attestation, ctx.t.clock.now())).rejects.toMatchObject({ statusCode: 409 });
    expect(await checkLedger(ctx.t.database.db)).toMatchObject({ isSound: true });
  });

  it('refuses an attestation whose balances are not the chain’s, whose signature is not over the snapshot, or of a block not mined', async () => {
    await depositBtc(25_000n);
    ctx.t.clock.advance(BTC_CONFIRMATIONS_MS);
    await ctx.t.app.payments.watchChains();
    const older = (await takeLiabilitySnapshot(ctx.t.database.db, { at: ctx.t.clock.now() }))!;
    const snapshot = (await takeLiabilitySnapshot(ctx.t.database.db, { at: ctx.t.clock.now() }))!;
    const [published] = await publishSandboxReserves(ctx.t.database.db, sources(), older.id, ctx.t.clock.now());
    const signed = (await visitor().get(`/proof-of-liabilities/${older.id}/reserves/BTC`)).json<TReserveAttestation>();
    const publish = (attestation: unknown) => publishReserves(ctx.t.database.db, sources(), attestation, ctx.t.clock.now());

    // Another snapshot's signatures do not carry over.
    await expect(publish({ ...signed, snapshotId: String(snapshot.id) })).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringContaining('its signature is not by its key over this snapshot'),
    });
    // A balance above the chain's (and a total to match) is refused by the chain check.
    const inflated = signed.addresses.map((a, i) => (i === 0 ? { ...a, balance: String(BigInt(a.balance) + 1n) } : a));
    const total = inflated.reduce((sum, a) => sum + BigInt(a.balance), 0n).toString();
    await expect(publish({ ...signed, addresses: inflated, total })).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringContaining(`at block ${published!.blockHeight}, not the`),
    });
    await expect(publish({ ...signed, blockHeight: published!.blockHeight + 1_000 })).rejects.toMatchObject({ statusCode: 422 });
    await expect(publish({ ...signed, snapshotId: '999999' })).rejects.toMatchObject({ statusCode: 404 });
    await expect(publish({ version: 1 })).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringContaining('snapshotId is missing'),
    });
  });
});
