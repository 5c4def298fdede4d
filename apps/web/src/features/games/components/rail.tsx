'use client';
import Link from 'next/link';
import type { ReactNode, Ref } from 'react';
import { t } from '@/lib/i18n-site';

/** Heading row with a "View all" link, above a horizontally scrolling list. */
export function RailSection({
  title,
  href,
  viewAllLabel,
  children,
  ref,
}: {
  title: string;
  href: string;
  viewAllLabel: string;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <section ref={ref} className="flex flex-col gap-3">
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
