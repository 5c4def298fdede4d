'use client';
import { lazyComponent } from '@/components/ui/lazy-component';

// Error boundaries are part of every page's first load, but their page is shown only after a
// failure: its code (texts, logo, links, the error report) loads then, and is not in the first load.
export const ErrorPage = lazyComponent(() => import('./error-page').then((m) => m.ErrorPage));
