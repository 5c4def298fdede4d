'use client';
import { lazyComponent } from '@/components/ui/lazy-component';
import { ModalPending } from '@/components/ui/modal-pending';

/** Loads on its first opening, with the dialog it sits in. */
export const SearchOverlay = lazyComponent(() => import('./search-overlay').then((m) => m.SearchOverlay), <ModalPending />);
