import Link from 'next/link';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';

export function providerHref(name: string): string {
  return `/games/all/${encodeURIComponent(name)}`;
}

/** A provider "logo": monogram and name, linking to the provider's games. */
export function ProviderCard({
  name,
  gameCount,
  onNavigate,
  className,
}: {
  name: string;
  gameCount?: number;
  onNavigate?: () => void;
  className?: string;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <Link
      href={providerHref(name)}
      onClick={onNavigate}
      prefetch={false}
      className={cx(
        'flex items-center gap-3 rounded-xl border border-line bg-panel p-3 transition-colors hover:border-accent-2 focus-visible:outline-2 focus-visible:outline-accent-2',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-accent to-accent-2 text-sm font-black text-white"
      >
        {initials}
      </span>
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-white">{name}</span>
        {gameCount === undefined ? null : (
          <span className="block text-xs text-muted">{t('games.gameCount', { count: gameCount })}</span>
        )}
      </span>
    </Link>
  );
}
