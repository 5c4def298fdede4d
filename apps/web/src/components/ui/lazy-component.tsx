'use client';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads when it first renders: React.lazy inside a Suspense boundary showing
 * `fallback` meanwhile. Preferred to next/dynamic, whose loader (preloading, bail-out markers) would
 * itself be part of every public page's first load.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
