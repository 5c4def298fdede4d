'use client';
import { useMemo } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n-site';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useGamesAndCategories } from '../api/games';
import { countProviders, type ProviderCount } from '../lib/providers';
import { EmptyState } from './empty-state';
import { ProviderCard } from './provider-card';
import { RAIL_LIST_CLASSES, RailSection } from './rail';

/** Providers of the catalogue, each linking to /games/all/{providerName}; the catalogue is read once the rail is near the screen. */
export function ProviderRail({
  title,
  href,
  viewAllLabel,
  initialProviders,
}: {
  title: string;
  href: string;
  viewAllLabel: string;
  /** The providers as the server rendered them, shown until the browser has the catalogue. */
  initialProviders?: ProviderCount[] | null;
}) {
  const [anchor, isNear] = useNearViewport<HTMLElement>();
  const { data, isPending, isError } = useGamesAndCategories({ enabled: isNear });
  const counted = useProviderCounts(data?.games);
  const providers = isPending && initialProviders ? initialProviders : counted;
  return (
    <RailSection ref={anchor} title={title} href={href} viewAllLabel={viewAllLabel}>
      {isPending && !initialProviders ? (
        <div className="flex min-h-20 items-center justify-center" role="status" aria-label={t('games.loading')}>
          <Spinner />
        </div>
      ) : isError || providers.length === 0 ? (
        <EmptyState text={isError ? t('games.loadFailed') : t('lobby.providersEmpty')} />
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

export function useProviderCounts(games: readonly { id: string; provider: string }[] | undefined): ProviderCount[] {
  return useMemo(() => countProviders(games ?? []), [games]);
}
