import type { ReactNode } from 'react';
import { SkipLink } from '@/features/layout';
import { AccountHeader } from './account-header';
import { AccountSidebar } from './account-sidebar';
import { ProfileSectionNav } from './profile-section-nav';

/**
 * The layout of every /profile page: the account header, then the sidebar beside the page (on
 * phones, above it). `banner` is a full-width notice under the header.
 */
export function AccountShell({ banner, children }: { banner?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AccountHeader />
      {banner}
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-5 px-4 py-5 sm:px-6 lg:flex-row lg:gap-8 lg:px-8 lg:py-8">
        <AccountSidebar />
        <main id="main" className="min-w-0 flex-1">
          <ProfileSectionNav />
          {children}
        </main>
      </div>
    </div>
  );
}
