'use client';

/** Renders whichever modal lib/modal-store has open. */
export function ModalRoot() {
  return null;
}
