'use client';
import type { TLiabilitySnapshot } from '@casino/contracts';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { t } from '@/lib/i18n';
import { useLiabilities } from '../api/get-liabilities';
import { LatestRoots } from './latest-roots';
import { ReservesFormat } from './reserves-format';
import { SavedProofCheck } from './saved-proof-check';
import { SnapshotHistory } from './snapshot-history';
import { YourProof } from './your-proof';

/**
 * The published snapshots (as the server rendered them, then as the browser reads them): the newest one's roots and
 * reserves, the player's proof, the earlier snapshots, a check of a saved proof, and how reserves are checked once
 * some are published. Nothing is shown that no snapshot published.
 */
export function ProofOfLiabilities({ initialSnapshots }: { initialSnapshots: TLiabilitySnapshot[] | null }) {
  const query = useLiabilities(initialSnapshots ?? undefined);
  if (query.isPending) return <LoadingState label={t('liabilities.roots.loading')} />;
  if (query.isError) return <ErrorState message={t('liabilities.roots.loadFailed')} onRetry={() => void query.refetch()} />;
  const snapshots = query.data;
  // Proofs are checked only against the browser's own read of the list, never against an older rendered copy.
  const checkedList = query.isPlaceholderData ? null : snapshots;
  return (
    <>
      <LatestRoots snapshot={snapshots[0]} />
      {snapshots.length > 0 && <YourProof snapshots={checkedList} />}
      {snapshots.length > 0 && <SnapshotHistory snapshots={snapshots.slice(1)} />}
      {checkedList && checkedList.length > 0 && <SavedProofCheck snapshots={checkedList} />}
      {snapshots[0]?.reserves.length ? <ReservesFormat /> : null}
    </>
  );
}
