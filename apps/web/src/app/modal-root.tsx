'use client';
import { lazyComponent } from '@/components/ui/lazy-component';
import { ModalPending } from '@/components/ui/modal-pending';
import { useModal } from '@/lib/modal-store';

// Which modal shows what (and each modal's loader) loads with the first modal opened, after a user action.
const OpenModal = lazyComponent(() => import('./open-modal').then((m) => m.OpenModal), <ModalPending />);

/** Renders whichever modal lib/modal-store has open. */
export function ModalRoot() {
  const modal = useModal();
  return modal ? <OpenModal modal={modal} /> : null;
}
