'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { t } from '@/lib/i18n-site';
import {
  finishRouteProgress,
  getProgress,
  getServerProgress,
  markPageShown,
  subscribeProgress,
  trickleRouteProgress,
} from '../lib/progress-store';

const TRICKLE_MS = 200;

/**
 * The thin bar at the top of the window during route changes, and the scroll to the top after
 * each one (docs/product.md, Special behaviours). Next's router starts it (startRouteProgress) and it finishes when the new
 * route renders. Render inside <Suspense> (useSearchParams).
 */
export function RouteProgress() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const progress = useSyncExternalStore(subscribeProgress, getProgress, getServerProgress);
  const shown = useRef({ pathname, search });
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Every route change starts at the top, back and forward included: the browser must not put
    // the old position back after we scrolled.
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    markPageShown(window.location.href);
    const before = shown.current;
    if (before.pathname === pathname && before.search === search) return;
    shown.current = { pathname, search };
    // A page that only rewrites its own query string (filters, a used one-time token) stays
    // where it is; everything else is a new page, shown from the top.
    const isNewPage = before.pathname !== pathname || getProgress().phase === 'loading';
    if (!isNewPage) return;
    finishRouteProgress();
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);

  useEffect(() => {
    if (progress.phase !== 'loading') return;
    // The bar is moved on directly, without a render (see trickleRouteProgress).
    const id = setInterval(() => {
      const value = trickleRouteProgress();
      const bar = barRef.current;
      if (!bar) return;
      bar.setAttribute('aria-valuenow', String(Math.round(value)));
      (bar.firstElementChild as HTMLElement | null)?.style.setProperty('width', `${value}%`);
    }, TRICKLE_MS);
    return () => clearInterval(id);
  }, [progress.phase]);

  if (progress.phase === 'idle') return null;
  const isDone = progress.phase === 'done';
  return (
    <div
      ref={barRef}
      role="progressbar"
      aria-label={t('navigation.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress.value)}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[300] h-[3px] transition-opacity duration-300 ${isDone ? 'opacity-0 delay-100' : 'opacity-100'}`}
    >
      <div
        className="h-full bg-accent-2 shadow-[0_0_10px_var(--color-accent-2)] transition-[width] duration-200 ease-out"
        style={{ width: `${progress.value}%` }}
      />
    </div>
  );
}
