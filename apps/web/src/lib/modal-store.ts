'use client';
import { useSyncExternalStore } from 'react';

/** Every dialog of docs/product.md, Dialogs; any component can open or close one. */
export type ModalName =
  | 'sign-up'
  | 'sign-in'
  | 'forgot-password'
  | 'reset-password'
  | 'confirmation'
  | 'search'
  | 'deposit'
  | 'categories'
  | 'currency-chooser'
  | 'no-deposit';

/** `approveLabel` names the action when "Approve" would not say what happens ("Reject all", "Forfeit bonus"). */
export type ConfirmationProps = { description: string; approveLabel?: string; onApprove: () => void | Promise<void> };
export type ModalState = { name: ModalName; props?: Record<string, unknown> } | null;

let state: ModalState = null;
const listeners = new Set<() => void>();

function emit(next: ModalState) {
  state = next;
  listeners.forEach((l) => l());
}

export function openModal(name: ModalName, props?: Record<string, unknown>) {
  emit({ name, props });
}

export function closeModal() {
  emit(null);
}

export function confirm(props: ConfirmationProps) {
  openModal('confirmation', props);
}

export function useModal(): ModalState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => null,
  );
}
