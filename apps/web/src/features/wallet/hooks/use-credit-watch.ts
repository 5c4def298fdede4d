'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useAuth } from '@/features/auth';
import { invalidateQueries, queryStore } from '@/lib/query-store';
import { FUNDS_QUERY_KEY } from '../api/get-funds';
import { WALLET_QUERY_KEY } from '../api/paths';

/**
 * How soon money credited away from this page shows in the header and on the wallet page: a gateway's notice
 * after an e-wallet or card payment, a chain's confirmations after a crypto or buy-crypto payment, an operator's
 * decision. Credits reach us by every one of those ways and no push exists, so the funds are read again.
 */
export const CREDIT_WATCH_MS = 4_000;

/** Reads the funds again every few seconds while a signed-in player sees the tab; the rest of the wallet on a change. */
export function useCreditWatch() {
  const { isAuthenticated } = useAuth();
  // A game page's balance follows the game, which shows a result only once it has been played out.
  const isPlaying = usePathname().startsWith('/game/');
  useEffect(() => {
    if (!isAuthenticated || isPlaying) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      const before = JSON.stringify(queryStore.getState(FUNDS_QUERY_KEY).data);
      void queryStore.refetch(FUNDS_QUERY_KEY).then(() => {
        // Withdrawable money and the history move with the balance.
        if (JSON.stringify(queryStore.getState(FUNDS_QUERY_KEY).data) !== before) void invalidateQueries(WALLET_QUERY_KEY);
      });
    }, CREDIT_WATCH_MS);
    return () => clearInterval(timer);
  }, [isAuthenticated, isPlaying]);
}
