import { useMemo } from 'react';
import { countProviders, type ProviderCount } from './providers';

/** The providers of a catalogue the browser holds, with their game counts. */
export function useProviderCounts(games: readonly { id: string; provider: string }[] | undefined): ProviderCount[] {
  return useMemo(() => countProviders(games ?? []), [games]);
}
