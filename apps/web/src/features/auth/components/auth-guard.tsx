'use client';
import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n-site';
import { openModal } from '@/lib/modal-store';
import { useAuth } from '../hooks/use-auth';
import { forgetLeaving, isBeingLeft } from '../lib/leaving';
import { signInUrlFor } from '../lib/return-path';

/** Guard delays (docs/product.md, Numbers). */
export const PROFILE_GUARD_DELAY_MS = 3000;
export const GAME_GUARD_DELAY_MS = 5000;

/**
 * Shows its children only to a signed-in player. Anyone else waits up to `delayMs` for the session
 * check (a sign-in may still be settling); then goes to / with the sign-in dialog open, the page asked for in the
 * address so that signing in returns there. A page the player is leaving signed out on purpose stays as it is.
 */
export function AuthGuard({ delayMs, children }: { delayMs: number; children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const router = useRouter();

  useEffect(() => forgetLeaving(), []);
  useEffect(() => {
    if (isAuthenticated) return;
    const timer = setTimeout(() => {
      // Signed out on purpose, on the way home: that navigation, not the sign-in dialog.
      if (isBeingLeft(window.location.pathname)) return;
      router.replace(signInUrlFor(`${window.location.pathname}${window.location.search}`));
      openModal('sign-in');
    }, delayMs);
    return () => clearTimeout(timer);
  }, [isAuthenticated, delayMs, router]);

  if (isAuthenticated) return children;
  return (
    <div role="status" className="flex min-h-[50dvh] items-center justify-center gap-3 text-muted">
      <Spinner className="size-5" />
      <span>{t('guard.checking')}</span>
    </div>
  );
}
