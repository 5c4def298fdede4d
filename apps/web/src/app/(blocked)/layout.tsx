import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import '../globals.css';

export const metadata: Metadata = { title: t('site.name'), robots: { index: false, follow: false } };
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b1020' };

/** The blocked-country page's own root layout: nothing of the site's providers, header or dialogs. */
export default function BlockedLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh antialiased">{children}</body>
    </html>
  );
}
