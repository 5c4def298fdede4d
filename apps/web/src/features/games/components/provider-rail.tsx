'use client';
import { useMemo } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n';
import { useGamesAndCategories } from '../api/games';
import { deriveProviders } from '../lib/providers';
import { EmptyState } from './game-grid';
import { ProviderCard } from './provider-card';
import { RAIL_LIST_CLASSES, RailSection } from './rail';

/** Providers of the catalogue, each linking to /games/all/{providerName}. */
export function ProviderRail({ title, href, viewAllLabel }: { title: string; href: string; viewAllLabel: string }) {
  const { data, isPending, isError } = useGamesAndCategories();
  const providers = useProviderCounts(data?.games);
  return (
    <RailSection title={title} href={href} viewAllLabel={viewAllLabel}>
      {isPending ? (
        <div className="flex min-h-20 items-center justify-center" role="status" aria-label={t('games.loading')}>
          <Spinner />
        </div>
      ) : isError || providers.length === 0 ? (
        <EmptyState text={isError ? t('games.loadFailed') : t('home.providersEmpty')} />
      ) : (
        <ul className={RAIL_LIST_CLASSES.replace('lg:*:w-44', 'lg:*:w-56')}>
          {providers.map((p) => (
            <li key={p.id}>
              <ProviderCard name={p.name} gameCount={p.count} />
            </li>
          ))}
        </ul>
      )}
    </RailSection>
  );
}

export function useProviderCounts(games: readonly { id: string; provider: string }[] | undefined) {
  return useMemo(() => {
    const list = games ?? [];
    const counts = new Map<string, number>();
    for (const g of list) counts.set(g.provider, (counts.get(g.provider) ?? 0) + 1);
    return deriveProviders(list).map((p) => ({ ...p, count: counts.get(p.name) ?? 0 }));
  }, [games]);
}
