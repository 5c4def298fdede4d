'use client';
import dynamic from 'next/dynamic';
import { ModalPending } from '@/components/ui/modal-pending';

/** Loads on its first opening, with the dialog it sits in. */
export const CategoriesModal = dynamic(() => import('./categories-modal').then((m) => m.CategoriesModal), {
  ssr: false,
  loading: () => <ModalPending />,
});
