'use client';
import * as RadixDialog from '@radix-ui/react-dialog';
import { ModalFrame, type ModalFrameProps } from './modal-frame';

export type DialogProps = Omit<ModalFrameProps, 'look' | 'onOpenAutoFocus'> & {
  /** Called for every dismissal: close button, Escape, click on the backdrop. */
  onClose: () => void;
};

/**
 * A modal dialog: a full-screen sheet on phones, a centred card from the `sm` breakpoint up.
 * It is mounted only while open; the modal store decides which one that is.
 */
export function Dialog({ onClose, ...frame }: DialogProps) {
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <ModalFrame look="dialog" onOpenAutoFocus={focusFirstField} {...frame} />
    </RadixDialog.Root>
  );
}

// Forms start at their first field; dialogs without one keep Radix's default (first focusable).
function focusFirstField(event: Event) {
  const content = event.currentTarget as HTMLElement | null;
  const field = content?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea');
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/** Links the dialog to a visible explanatory text (read out when the dialog opens). */
export const DialogDescription = RadixDialog.Description;
