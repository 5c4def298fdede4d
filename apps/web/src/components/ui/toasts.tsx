'use client';
import dynamic from 'next/dynamic';
import { useToastRequested } from '@/lib/toast';

const SonnerToaster = dynamic(() => import('./sonner-toaster'), { ssr: false });

/** Where toasts appear; the toaster's code loads with the first one. */
export function Toasts() {
  return useToastRequested() ? <SonnerToaster /> : null;
}
