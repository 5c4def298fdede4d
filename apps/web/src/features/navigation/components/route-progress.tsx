'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { finishRouteProgress, getProgress, getServerProgress, markPageShown, subscribeProgress } from '../lib/progress-store';

// No page shows the bar when it opens: its code loads at the visitor's first press of a pointer or key, ahead of any
// route change it may start (a route change before that, back or forward, loads it then).
const loadBar = () => import('./progress-bar').then((m) => m.ProgressBar);
const ProgressBar = lazyComponent(loadBar);
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

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

  useEffect(() => {
    const preload = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, preload, true);
      void loadBar();
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, preload, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, preload, true);
    };
  }, []);

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

  return progress.phase === 'idle' ? null : <ProgressBar progress={progress} />;
}
