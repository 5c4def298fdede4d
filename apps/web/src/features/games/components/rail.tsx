import Link from 'next/link';
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n-site';

/** Heading row with a "View all" link, above a horizontally scrolling list. */
export function RailSection({
  title,
  href,
  viewAllLabel,
  children,
}: {
  title: string;
  href: string;
  viewAllLabel: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3">
      <div className="flex items-end justify-between gap-4">
        <h2 className="text-xl font-bold tracking-tight">{title}</h2>
        <Link href={href} aria-label={viewAllLabel} className="text-sm font-semibold text-accent-2 hover:text-white">
          {t('lobby.viewAll')}
        </Link>
      </div>
      {children}
    </section>
  );
}
