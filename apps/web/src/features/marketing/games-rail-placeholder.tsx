import Link from 'next/link';
import { t } from '@/lib/i18n';

/** A home page rail waiting for the games catalogue: heading, "view all" link and an empty state. */
export function GamesRailPlaceholder({
  title,
  href,
  viewAllLabel,
  emptyText,
}: {
  title: string;
  href: string;
  viewAllLabel: string;
  emptyText: string;
}) {
  return (
    <section className="flex flex-col gap-3">
      <div className="flex items-end justify-between gap-4">
        <h2 className="text-xl font-bold tracking-tight">{title}</h2>
        <Link href={href} aria-label={viewAllLabel} className="text-sm font-semibold text-accent-2 hover:text-white">
          {t('home.viewAll')}
        </Link>
      </div>
      <div className="flex min-h-32 items-center justify-center rounded-xl border border-dashed border-line bg-panel/60 px-4 text-center text-sm text-muted">
        {emptyText}
      </div>
    </section>
  );
}
