import Link from 'next/link';
import { useId, type ReactNode } from 'react';
import { t } from '@/lib/i18n-site';

/** Heading row with a "View all" link, above a horizontally scrolling list; a region named by its heading. */
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
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          {title}
        </h2>
        <Link href={href} aria-label={viewAllLabel} className="text-sm font-semibold text-accent-2 hover:text-white">
          {t('lobby.viewAll')}
        </Link>
      </div>
      {children}
    </section>
  );
}
