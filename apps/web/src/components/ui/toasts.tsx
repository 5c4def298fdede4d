'use client';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useToastRequested } from '@/lib/toast';

const SonnerToaster = lazyComponent(() => import('./sonner-toaster').then((m) => m.default));

/** Where toasts appear; the toaster's code loads with the first one. */
export function Toasts() {
  return useToastRequested() ? <SonnerToaster /> : null;
}
