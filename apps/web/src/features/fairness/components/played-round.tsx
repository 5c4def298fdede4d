'use client';
import { useSearchParams } from 'next/navigation';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useAuth } from '@/features/auth';
import type { VerifierFields } from '../lib/verifier-input';

// The round's check (its recall, the game engines, the query library) loads only for a player who opened a round.
const PlayedRoundLoader = lazyComponent(() => import('./played-round-check').then((m) => m.PlayedRoundLoader));

/** /provably-fair?round={id}: one of the player's rounds, recomputed in the browser once its seed is revealed. */
export function PlayedRound({ onVerify }: { onVerify: (fields: VerifierFields) => void }) {
  const roundId = useSearchParams().get('round');
  const { isAuthenticated } = useAuth();
  if (roundId === null || !isAuthenticated) return null;
  return <PlayedRoundLoader roundId={roundId} onVerify={onVerify} />;
}
