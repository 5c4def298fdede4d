import {
  readReserveAttestation,
  RESERVES_FORMAT_VERSION,
  signReserveAddress,
  verifyReserves,
  type ReserveAttestation,
} from '@casino/proofs/reserves';
import type { Db } from '../../db/client';
import { conflict, HttpError, notFound } from '../../lib/errors';
import type { ReserveSources } from '../payments';
import { findSnapshot } from './repo';
import { insertReserves } from './reserves-repo';

// The operator's reserves beside a snapshot (docs/decisions/036-proof-of-reserves.md): an attestation per crypto
// currency, checked in full before it is published: its signatures and addresses by the verifier anyone runs, and
// every balance against the chain at its block.

export type PublishedReserves = { snapshotId: number; currency: string; blockHeight: number; total: bigint; addresses: number };

const refused = (message: string, problems: string[] = []) =>
  new HttpError(422, problems.length ? `${message}: ${problems.join('; ')}` : message);

/** Checks and stores one attestation; a 4xx says what is wrong with it, and nothing is stored. */
export async function publishReserves(db: Db, sources: ReserveSources, input: unknown, now: Date): Promise<PublishedReserves> {
  const read = readReserveAttestation(input);
  if (!read.value) throw refused('The reserves are not in the published format', read.problems);
  const attestation = read.value;
  const snapshotId = Number(attestation.snapshotId);
  if (!Number.isSafeInteger(snapshotId) || !(await findSnapshot(db, snapshotId)))
    throw notFound(`There is no snapshot ${attestation.snapshotId}.`);
  const verdict = verifyReserves(attestation);
  if (!verdict.ok) throw refused('The reserves do not verify', verdict.problems);
  const { chain } = sources;
  if (!chain) throw conflict('No chain is watched here, so the balances cannot be checked: reserves are not published.');
  const { currency, blockHeight } = attestation;
  if (blockHeight > (await chain.tipHeight(currency, now))) throw refused(`Block ${blockHeight} of ${currency} is not mined yet`);
  for (const entry of attestation.addresses) {
    const onChain = await chain.balanceAt(currency, entry.address, blockHeight);
    if (onChain !== BigInt(entry.balance)) {
      throw refused(`${entry.address} held ${onChain} at block ${blockHeight}, not the ${entry.balance} attested`);
    }
  }
  const stored = await insertReserves(db, {
    snapshotId,
    currency,
    blockHeight,
    total: verdict.total,
    attestation: attestation as unknown as Record<string, unknown>,
    publishedAt: now,
  });
  if (!stored) throw conflict(`The ${currency} reserves of snapshot ${snapshotId} are published already.`);
  return { snapshotId, currency, blockHeight, total: verdict.total, addresses: verdict.addresses };
}

/**
 * SANDBOX ONLY: signs and publishes the reserves of every crypto currency the sandbox's addresses hold coins in, at
 * each chain's newest block, with the sandbox's test keys, as the operator's wallet would with theirs.
 */
export async function publishSandboxReserves(db: Db, sources: ReserveSources, snapshotId: number, now: Date): Promise<PublishedReserves[]> {
  const { chain, sandboxKey } = sources;
  if (!chain || !sandboxKey) {
    throw conflict(
      "The operator's own keys are configured: sign the reserves offline and publish the file (npm run reserves:publish -- <file>).",
    );
  }
  const published: PublishedReserves[] = [];
  for (const currency of sources.currencies) {
    const blockHeight = await chain.tipHeight(currency, now);
    const at = { snapshotId: String(snapshotId), currency, blockHeight };
    const addresses = [];
    for (const { address, derivationIndex } of await sources.addresses(currency)) {
      const balance = await chain.balanceAt(currency, address, blockHeight);
      if (balance > 0n) addresses.push(signReserveAddress(sandboxKey(currency, derivationIndex), at, balance));
    }
    if (!addresses.length) continue;
    const total = addresses.reduce((sum, a) => sum + BigInt(a.balance), 0n).toString();
    const attestation: ReserveAttestation = { version: RESERVES_FORMAT_VERSION, ...at, addresses, total };
    published.push(await publishReserves(db, sources, attestation, now));
  }
  return published;
}
