import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { AuthLinkHandler } from '@/features/auth';
import { t } from '@/lib/i18n';
import { ModalRoot } from './modal-root';
import { Providers } from './providers';
import './globals.css';

export const metadata: Metadata = {
  title: { default: t('site.title'), template: `%s | ${t('site.name')}` },
  description: t('site.description'),
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b1020' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh antialiased">
        <Providers>
          {children}
          <ModalRoot />
          <Suspense fallback={null}>
            <AuthLinkHandler />
          </Suspense>
        </Providers>
      </body>
    </html>
  );
}
