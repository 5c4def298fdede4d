'use client';
import { lazyComponent } from '@/components/ui/lazy-component';
import { ModalPending } from '@/components/ui/modal-pending';

/** Loads on its first opening, with its form. */
export const CurrencyChooserModal = lazyComponent(
  () => import('./currency-chooser-modal').then((m) => m.CurrencyChooserModal),
  <ModalPending />,
);
