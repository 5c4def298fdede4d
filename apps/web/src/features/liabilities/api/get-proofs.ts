'use client';
import type { TLiabilityProofs } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';
import { proofsUrl } from './paths';

/**
 * The player's inclusion proofs at a snapshot, one per currency they held money in, as untrusted JSON: each is read
 * and checked by @casino/proofs before anything of it is shown as verified.
 */
export function useLiabilityProofs(snapshotId: number) {
  return useQuery(
    {
      queryKey: ['proof-of-liabilities', 'proofs', snapshotId],
      queryFn: () => api.get<TLiabilityProofs>(proofsUrl(snapshotId)),
      // A snapshot's proofs never change; a failed read is shown with a retry rather than retried unseen.
      staleTime: Infinity,
      retry: false,
    },
    appQueryClient(),
  );
}
