import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { connection } from 'next/server';
import { Suspense, type ReactNode } from 'react';
import { AuthLinkHandler } from '@/features/auth';
import { LiveChat } from '@/features/chat';
import { GeoGate } from '@/features/geo';
import { PLAY_SURFACE_HEADER } from '@/features/play/server';
import { RouteProgress } from '@/features/navigation';
import { t } from '@/lib/i18n';
import { readPublicUrl } from '@/lib/public-url';
import { readRuntimeConfig } from '@/lib/runtime-config';
import { ModalRoot } from './modal-root';
import { Providers } from './providers';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return {
    // Read per request, like every run-time setting, so one build serves any domain.
    metadataBase: readPublicUrl(process.env),
    title: { default: t('site.title'), template: `%s | ${t('site.name')}` },
    description: t('site.description'),
    // './' resolves against each page's own path: every page is its own canonical URL, without its query.
    alternates: { canonical: './' },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b1020' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Pages render per request: they carry run-time settings and server-rendered catalogue data.
  await connection();
  if ((await headers()).get(PLAY_SURFACE_HEADER) === 'play') {
    return (
      <html lang="en">
        <body className="min-h-dvh antialiased">{children}</body>
      </html>
    );
  }
  const runtimeConfig = readRuntimeConfig(process.env);
  return (
    <html lang="en">
      <body className="min-h-dvh antialiased">
        <Providers runtimeConfig={runtimeConfig}>
          <GeoGate
            siteOnly={
              <>
                <Suspense fallback={null}>
                  <RouteProgress />
                </Suspense>
                <ModalRoot />
                <Suspense fallback={null}>
                  <AuthLinkHandler />
                </Suspense>
                <LiveChat />
              </>
            }
          >
            {children}
          </GeoGate>
        </Providers>
      </body>
    </html>
  );
}
