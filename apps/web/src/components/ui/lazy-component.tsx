'use client';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

const Nothing = () => null;

/**
 * A part the page does without when its code cannot load (the connection dropped): it shows nothing instead of
 * taking the page down with it. For extras only, such as the footer's providers or the chat.
 */
export function optionalLazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(() => load().catch(() => Nothing));
}

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
