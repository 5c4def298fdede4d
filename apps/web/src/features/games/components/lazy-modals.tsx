'use client';
import { lazyComponent } from '@/components/ui/lazy-component';
import { ModalPending } from '@/components/ui/modal-pending';

/** Loads on its first opening, with the dialog it sits in. */
export const CategoriesModal = lazyComponent(() => import('./categories-modal').then((m) => m.CategoriesModal), <ModalPending />);
