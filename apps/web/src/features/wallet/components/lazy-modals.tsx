'use client';
import dynamic from 'next/dynamic';
import { ModalPending } from '@/components/ui/modal-pending';

/** Loads on its first opening, with its form. */
export const CurrencyChooserModal = dynamic(() => import('./currency-chooser-modal').then((m) => m.CurrencyChooserModal), {
  ssr: false,
  loading: () => <ModalPending />,
});
