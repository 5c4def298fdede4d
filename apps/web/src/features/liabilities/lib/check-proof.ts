import type { TLiabilitySnapshot } from '@casino/contracts';
import { readInclusionProof, verifyInclusion, type InclusionProof, type PublishedRoot } from '@casino/proofs';
import { t } from '@/lib/i18n';
import { formatSnapshotTime } from './format';
import { listedRoot, listedRootAt } from './listed-root';
import { proofCurrency } from './proof-currency';

/** What the page says of one proof: verified against a listed root, or refused with every reason. */
export type ProofCheck =
  | { status: 'verified'; currency: string; proof: InclusionProof; root: PublishedRoot; balance: bigint }
  | { status: 'refused'; currency: string; proof?: InclusionProof; problems: string[] };

type RootChoice = { root: PublishedRoot } | { problem: string };

/** Reads untrusted JSON as a proof and verifies it against the root `choose` picks from the public list. */
async function checkAgainst(raw: unknown, choose: (proof: InclusionProof) => RootChoice): Promise<ProofCheck> {
  const read = readInclusionProof(raw);
  if (!read.value) return { status: 'refused', currency: proofCurrency(raw), problems: read.problems };
  const proof = read.value;
  const currency = proof.root.currency;
  const choice = choose(proof);
  if ('problem' in choice) return { status: 'refused', currency, proof, problems: [choice.problem] };
  try {
    const verdict = await verifyInclusion(proof, choice.root);
    return verdict.ok
      ? { status: 'verified', currency, proof, root: choice.root, balance: verdict.balance }
      : { status: 'refused', currency, proof, problems: verdict.problems };
  } catch {
    // Web Crypto is missing outside a secure context (a page served over plain HTTP).
    return { status: 'refused', currency, proof, problems: [t('liabilities.check.cannotRun')] };
  }
}

/** A proof the API served for `snapshot`, checked against that snapshot's listed root of the same currency. */
export function checkServedProof(raw: unknown, snapshot: TLiabilitySnapshot): Promise<ProofCheck> {
  return checkAgainst(raw, (proof) => {
    const root = listedRoot(snapshot, proof.root.currency);
    return root ? { root } : { problem: t('liabilities.check.noRoot', { currency: proof.root.currency }) };
  });
}

/** A proof pasted or loaded from a file, checked against the listed root of its currency and snapshot time. */
export function checkSavedProof(text: string, snapshots: readonly TLiabilitySnapshot[]): Promise<ProofCheck> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return Promise.resolve({
      status: 'refused',
      currency: t('liabilities.check.unknownCurrency'),
      problems: [t('liabilities.check.notJson')],
    });
  }
  return checkAgainst(raw, (proof) => {
    const root = listedRootAt(snapshots, proof.root.currency, proof.root.snapshotAt);
    if (root) return { root };
    const time = formatSnapshotTime(proof.root.snapshotAt);
    return { problem: t('liabilities.check.noListedRoot', { currency: proof.root.currency, time }) };
  });
}
