import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { Suspense, type ReactNode } from 'react';
import { AuthLinkHandler } from '@/features/auth';
import { LiveChat } from '@/features/chat';
import { RouteProgress } from '@/features/navigation';
import { NoDepositPrompt } from '@/features/promotions';
import { SaferGamblingNotice } from '@/features/safer-gambling';
import { CreditWatch, PayoutOnlyGate } from '@/features/wallet';
import { t } from '@/lib/i18n';
import { readPublicUrl } from '@/lib/public-url';
import { readRuntimeConfig } from '@/lib/runtime-config';
import { ModalRoot } from '../modal-root';
import { Providers } from '../providers';
import '../globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return {
    // Read at run time, like every run-time setting, so one build serves any domain.
    metadataBase: readPublicUrl(process.env),
    title: { default: t('site.title'), template: `%s | ${t('site.name')}` },
    description: t('site.description'),
    // './' resolves against each page's own path: every page is its own canonical URL, without its query.
    alternates: { canonical: './' },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b1020' };

/**
 * The site's root layout. The web server has already decided the visitor may see the site
 * (docs/decisions/012-cached-pages-and-server-geo.md), so everything mounts at once; public pages
 * are kept by the web server and served again to every visitor, so nothing here reads the request.
 */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  // Rendered at run time, never at build time: pages carry run-time settings and the API's catalogue.
  await connection();
  const runtimeConfig = readRuntimeConfig(process.env);
  return (
    <html lang="en">
      <body className="min-h-dvh antialiased">
        <Providers runtimeConfig={runtimeConfig}>
          {/* A self-excluded player's session shows only the payout page, whatever the address. */}
          <PayoutOnlyGate>
            {children}
            <NoDepositPrompt />
            <SaferGamblingNotice />
          </PayoutOnlyGate>
          <Suspense fallback={null}>
            <RouteProgress />
          </Suspense>
          <ModalRoot />
          <CreditWatch />
          <Suspense fallback={null}>
            <AuthLinkHandler />
          </Suspense>
          <LiveChat />
        </Providers>
      </body>
    </html>
  );
}
