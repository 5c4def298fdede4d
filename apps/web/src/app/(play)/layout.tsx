import type { Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import '../globals.css';

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b1020' };

/**
 * The game client's own root layout (/play/{token}, shown in a frame of /game/{slug}): none of the
 * site's providers, dialogs or chat, so none of their JavaScript. The API guards real-money play.
 */
export default async function PlayLayout({ children }: { children: ReactNode }) {
  // Each launch token is its own page.
  await connection();
  return (
    <html lang="en">
      <body className="min-h-dvh antialiased">{children}</body>
    </html>
  );
}
