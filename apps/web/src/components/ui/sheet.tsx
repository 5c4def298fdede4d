'use client';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { ModalFrame, type ModalFrameProps } from './modal-frame';

export type SheetProps = Omit<ModalFrameProps, 'look' | 'onOpenAutoFocus' | 'hasDescription'> & {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The button that opens it (Radix wires aria-expanded and gives focus back on close). */
  trigger: ReactNode;
};

/**
 * A panel that slides in from the left edge over a dimmed page (mobile menus). A modal dialog:
 * focus stays inside, Escape or a click on the backdrop closes it.
 */
export function Sheet({ isOpen, onOpenChange, trigger, ...frame }: SheetProps) {
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <ModalFrame look="sheet" {...frame} />
    </RadixDialog.Root>
  );
}
