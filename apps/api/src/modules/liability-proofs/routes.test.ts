import type { TLiabilityProofs, TProofOfLiabilities } from '@casino/contracts';
import { readInclusionProof, verifyInclusion } from '@casino/proofs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createClient, PROFILE_API } from '../../../test/http';
import { signUpPlayer } from '../../../test/players';
import { credit } from '../wallet';
import { takeLiabilitySnapshot } from './snapshot';

// The published roots and a player's proofs as the browser gets them: public roots, proofs for the signed-in player
// only, each one verified against the root published for its currency.

describe('/profile-service/api/v1/proof-of-liabilities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const visitor = () => createClient(t.app, { base: PROFILE_API });
  const fund = (userId: string, amount: bigint) =>
    credit(t.database.db, {
      source: 'gateway:test',
      idempotencyKey: `fund:${userId}:${amount}`,
      kind: 'deposit',
      currency: 'EUR',
      amount,
      userId,
      from: { kind: 'gateway_clearing' },
    });

  it('publishes every snapshot’s roots, and gives each player only their own proof, which verifies', async () => {
    const empty = await visitor().get('/proof-of-liabilities');
    expect(empty.statusCode).toBe(200);
    expect(empty.json<TProofOfLiabilities>().snapshots).toEqual([]);

    const mary = await signUpPlayer(t.app);
    const ada = await signUpPlayer(t.app);
    await fund(mary.user.id, 2_500n);
    await fund(ada.user.id, 9_900n);
    const first = (await takeLiabilitySnapshot(t.database.db, { at: t.clock.now() }))!;
    t.clock.advance(60_000);
    const second = (await takeLiabilitySnapshot(t.database.db, { at: t.clock.now() }))!;

    const listed = (await visitor().get('/proof-of-liabilities')).json<TProofOfLiabilities>();
    expect(listed.snapshots.map((s) => s.id)).toEqual([second.id, first.id]);
    const eur = listed.snapshots[0]!.roots.find((root) => root.currency === 'EUR')!;
    expect(eur.total).toBe('12400');

    const res = await mary.profile.get(`/proof-of-liabilities/${second.id}/proofs`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { proofs } = res.json<TLiabilityProofs>();
    expect(proofs).toHaveLength(1);
    const proof = readInclusionProof(proofs[0]);
    expect(proof.problems).toEqual([]);
    expect(proof.value!.playerId).toBe(mary.user.id);
    // Verified against the root the public list shows, not the one inside the proof.
    expect(await verifyInclusion(proof.value!, eur)).toMatchObject({ ok: true, balance: 2_500n });
    // Mary's proof against the first snapshot's root is refused: each snapshot draws new nonces and places.
    const older = listed.snapshots[1]!.roots.find((root) => root.currency === 'EUR')!;
    expect((await verifyInclusion(proof.value!, older)).ok).toBe(false);
    // Nothing in it names Ada or her balance.
    expect(JSON.stringify(proofs)).not.toContain(ada.user.id);
  });

  it('refuses a stranger, a bad snapshot id and an unknown snapshot clearly', async () => {
    expect((await visitor().get('/proof-of-liabilities/1/proofs')).statusCode).toBe(401);
    const { profile } = await signUpPlayer(t.app);
    const bad = await profile.get('/proof-of-liabilities/abc/proofs');
    expect(bad.statusCode).toBe(400);
    const unknown = await profile.get('/proof-of-liabilities/999999/proofs');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('There is no snapshot 999999.');
  });

  it('answers an empty list to a player who was owed nothing at the snapshot', async () => {
    const { profile } = await signUpPlayer(t.app);
    const snapshot = (await takeLiabilitySnapshot(t.database.db, { at: t.clock.now() }))!;
    const res = await profile.get(`/proof-of-liabilities/${snapshot.id}/proofs`);
    expect(res.json<TLiabilityProofs>()).toEqual({ snapshotId: snapshot.id, proofs: [] });
  });
});
