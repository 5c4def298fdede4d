import Link from 'next/link';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n-site';
import { ProviderLogo } from './provider-logo';

export function providerHref(name: string): string {
  return `/games/all/${encodeURIComponent(name)}`;
}

/** A provider's logo and name, linking to the provider's games. */
export function ProviderCard({
  name,
  gameCount,
  onNavigate,
  className,
  stacked = false,
}: {
  name: string;
  gameCount?: number;
  onNavigate?: () => void;
  className?: string;
  /** Logo above the name, for narrow slots such as the footer carousel. */
  stacked?: boolean;
}) {
  return (
    <Link
      href={providerHref(name)}
      onClick={onNavigate}
      prefetch={false}
      className={cx(
        'flex items-center gap-3 rounded-xl border border-line bg-panel p-3 transition-colors hover:border-accent-2 focus-visible:outline-2 focus-visible:outline-accent-2',
        stacked && 'flex-col gap-2 text-center',
        className,
      )}
    >
      <ProviderLogo name={name} className="size-10 shrink-0" />
      <span className={cx('min-w-0', stacked && 'w-full')}>
        <span className="block truncate text-sm font-semibold text-white">{name}</span>
        {gameCount === undefined ? null : <span className="block text-xs text-muted">{t('games.gameCount', { count: gameCount })}</span>}
      </span>
    </Link>
  );
}
