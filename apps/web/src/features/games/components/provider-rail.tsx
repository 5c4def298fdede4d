import { t } from '@/lib/i18n-site';
import type { ProviderCount } from '../lib/providers';
import { EmptyState } from './empty-state';
import { ProviderCard } from './provider-card';
import { RailSection } from './rail';
import { RAIL_LIST_CLASSES } from './rail-list';

/**
 * Providers of the catalogue with their game counts, each linking to /games/all/{providerName}. Rendered with
 * the page alone, which is kept and revalidated when the catalogue changes: no script of its own.
 */
export function ProviderRail({
  title,
  href,
  viewAllLabel,
  providers,
}: {
  title: string;
  href: string;
  viewAllLabel: string;
  /** Null when the catalogue could not be read. */
  providers: ProviderCount[] | null;
}) {
  return (
    <RailSection title={title} href={href} viewAllLabel={viewAllLabel}>
      {providers === null || providers.length === 0 ? (
        <EmptyState text={providers === null ? t('games.loadFailed') : t('lobby.providersEmpty')} />
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
