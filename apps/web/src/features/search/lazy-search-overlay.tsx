'use client';
import dynamic from 'next/dynamic';
import { ModalPending } from '@/components/ui/modal-pending';

/** Loads on its first opening, with the dialog it sits in. */
export const SearchOverlay = dynamic(() => import('./search-overlay').then((m) => m.SearchOverlay), {
  ssr: false,
  loading: () => <ModalPending />,
});
