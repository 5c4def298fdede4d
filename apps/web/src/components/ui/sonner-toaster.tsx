'use client';
import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { connectToaster } from '@/lib/toast';

/** Sonner's toaster, loaded with the first toast. Its effect runs after the Toaster's own, which listens by then. */
export default function SonnerToaster() {
  useEffect(() => connectToaster(({ kind, message, options }) => toast[kind](message, options)), []);
  // On phones toasts sit below the 64px header so its buttons stay usable.
  return <Toaster position="top-right" duration={5000} richColors theme="dark" mobileOffset={{ top: 72 }} />;
}
