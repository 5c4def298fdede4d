import type { ReactNode } from 'react';
import { MobileNav } from './mobile-nav';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** Public layout: header, side menu (wide screens), the page, footer and bottom bar (narrow screens). */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col pb-16 lg:pb-0">
      <SkipLink />
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
