'use client';
import { useEffect, useRef } from 'react';
import { t } from '@/lib/i18n-site';
import { trickleRouteProgress, type ProgressState } from '../lib/progress-store';

const TRICKLE_MS = 200;

/** The bar itself while a route change loads and as it fades out (route-progress.tsx loads it on the first one). */
export function ProgressBar({ progress }: { progress: ProgressState }) {
  const barRef = useRef<HTMLDivElement>(null);

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
