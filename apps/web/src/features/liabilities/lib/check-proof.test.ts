import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TLiabilityRoot, TLiabilitySnapshot } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { checkSavedProof, checkServedProof } from './check-proof';

// The proofs package's fixed test vectors: a real EUR tree of six balances and its proofs.
const VECTORS = path.resolve(import.meta.dirname, '../../../../../../packages/proofs/src/liabilities/vectors/liabilities-v1.json');
const vectors = JSON.parse(readFileSync(VECTORS, 'utf8')) as { root: TLiabilityRoot; proofs: Record<string, unknown>[] };
const proof = vectors.proofs.find((p) => p.balance === '2500')!;

const usd: TLiabilityRoot = { ...vectors.root, currency: 'USD', hash: 'ab'.repeat(32), total: '1000' };
const snapshot: TLiabilitySnapshot = { id: 7, takenAt: vectors.root.snapshotAt, roots: [usd, vectors.root], reserves: [] };
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('checkServedProof', () => {
  it('verifies a proof against the listed root of its currency and gives the balance it holds', async () => {
    const check = await checkServedProof(proof, snapshot);
    expect(check).toMatchObject({ status: 'verified', currency: 'EUR', balance: 2500n, root: vectors.root });
  });

  it('refuses a proof whose own root is not the listed one, however well it matches that copy', async () => {
    const listed = { ...snapshot, roots: [{ ...vectors.root, hash: 'cd'.repeat(32) }] };
    const check = await checkServedProof(proof, listed);
    expect(check.status).toBe('refused');
    if (check.status === 'refused') expect(check.problems.join(' ')).toContain(`not the published ${'cd'.repeat(32)}`);
  });

  it('refuses a proof with a leaf changed, and keeps what it could read of it', async () => {
    const forged = copy(proof) as { leaves: { value: string }[]; balance: string };
    forged.leaves[0]!.value = '776';
    forged.balance = '2501';
    const check = await checkServedProof(forged, snapshot);
    expect(check.status).toBe('refused');
    expect(check.proof?.balance).toBe('2501');
  });

  it('refuses a proof of a currency the snapshot does not list', async () => {
    const check = await checkServedProof(proof, { ...snapshot, roots: [usd] });
    expect(check).toEqual(expect.objectContaining({ status: 'refused', currency: 'EUR', problems: ['The snapshot lists no EUR root.'] }));
  });

  it('refuses what is not a proof, naming every problem', async () => {
    const check = await checkServedProof({ root: { currency: 'EUR' }, leaves: [] }, snapshot);
    expect(check.status).toBe('refused');
    expect(check.currency).toBe('EUR');
    if (check.status === 'refused') expect(check.problems).toContain('leaves is not a list of at least one leaf');
    expect((await checkServedProof(null, snapshot)).currency).toBe('Unknown currency');
  });
});

describe('checkSavedProof', () => {
  const older: TLiabilitySnapshot = {
    id: 6,
    takenAt: '2026-11-30T00:00:00.000Z',
    roots: [{ ...vectors.root, snapshotAt: '2026-11-30T00:00:00.000Z' }],
    reserves: [],
  };

  it('finds the listed root of its currency taken at its time, in any listed snapshot', async () => {
    const check = await checkSavedProof(JSON.stringify(proof), [{ ...snapshot, id: 8, roots: [usd] }, snapshot, older]);
    expect(check).toMatchObject({ status: 'verified', balance: 2500n });
  });

  it('refuses a proof of a snapshot the page does not list', async () => {
    const check = await checkSavedProof(JSON.stringify(proof), [older]);
    expect(check).toMatchObject({ status: 'refused', problems: ['No listed snapshot has a EUR root taken at 2026-12-01 00:00:00 UTC.'] });
  });

  it('refuses text that is not JSON', async () => {
    expect(await checkSavedProof('{"version": 1', [snapshot])).toMatchObject({ status: 'refused', problems: ['This is not JSON.'] });
  });
});
