'use client';
import { useSyncExternalStore } from 'react';

/**
 * The site's toasts. Every page can raise one, but few pages ever do: the toast library is loaded by
 * the first toast (lib/toast.ts queues it meanwhile) instead of with every page.
 */
export type ToastOptions = { description?: string };
export type ToastRequest = { kind: 'success' | 'error'; message: string; options?: ToastOptions };

let pending: ToastRequest[] = [];
let deliver: ((request: ToastRequest) => void) | null = null;
let isRequested = false;
const listeners = new Set<() => void>();

function show(request: ToastRequest) {
  if (deliver) return deliver(request);
  pending.push(request);
  if (!isRequested) {
    isRequested = true;
    listeners.forEach((l) => l());
  }
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show({ kind: 'success', message, options }),
  error: (message: string, options?: ToastOptions) => show({ kind: 'error', message, options }),
};

/** True once a toast has been raised: the toaster is worth loading from then on. */
export function useToastRequested(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => isRequested,
    () => false,
  );
}

/** The mounted toaster takes the queued toasts and every later one; returns the disconnect. */
export function connectToaster(show: (request: ToastRequest) => void): () => void {
  deliver = show;
  const queued = pending;
  pending = [];
  queued.forEach(show);
  return () => {
    if (deliver === show) deliver = null;
  };
}
