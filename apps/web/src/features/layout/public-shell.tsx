import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { MobileNav } from './mobile-nav';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Public layout: header, side menu (wide screens), the page, footer and bottom bar (narrow screens). */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col pb-16 lg:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('layout.skipToContent')}
      </a>
      <SiteHeader />
      <SideMenu />
      <div className="flex flex-1 flex-col lg:pl-[72px]">
        <main id="main" className="w-full flex-1">
          {children}
        </main>
        <SiteFooter />
      </div>
      <MobileNav />
    </div>
  );
}
