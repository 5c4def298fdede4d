'use client';
import type { TLiabilitySnapshot, TProofOfLiabilities } from '@casino/contracts';
import { api } from '@/lib/api-client';
import { useSharedQuery } from '@/lib/use-shared-query';
import { LIABILITIES_URL } from './paths';

/** A snapshot is taken once a day, or when the operator asks: a minute is fresh enough while the page stays open. */
const FRESH_MS = 60_000;

/**
 * The published snapshots, newest first. The browser reads them itself even when the server rendered some: a kept
 * page can be older than the newest snapshot, and the player's proof must be checked against the newest list.
 */
export function useLiabilities(initial?: TLiabilitySnapshot[]) {
  return useSharedQuery({
    queryKey: ['proof-of-liabilities'],
    queryFn: async (): Promise<TLiabilitySnapshot[]> => (await api.get<TProofOfLiabilities>(LIABILITIES_URL)).snapshots,
    staleTime: FRESH_MS,
    keepsOnReset: true,
    placeholderData: initial,
  });
}
