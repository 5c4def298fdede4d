'use client';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';

export type DialogProps = {
  /** Accessible name of the dialog; shown as its heading unless hideTitle. */
  title: string;
  hideTitle?: boolean;
  /** Called for every dismissal: close button, Escape, click on the backdrop. */
  onClose: () => void;
  /** Set when the body holds a DialogDescription, so it is announced with the title. */
  hasDescription?: boolean;
  children: ReactNode;
  className?: string;
};

/**
 * A modal dialog: a full-screen sheet on phones, a centred card from the `sm` breakpoint up.
 * It is mounted only while open; the modal store decides which one that is.
 */
export function Dialog({ title, hideTitle, onClose, hasDescription, children, className }: DialogProps) {
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        {/* No backdrop blur: without a GPU it repaints on every keystroke in the search dialog. */}
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/80" />
        <RadixDialog.Content
          {...(hasDescription ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={focusFirstField}
          className={cx(
            'fixed inset-0 z-50 flex h-dvh w-full flex-col overflow-y-auto bg-panel text-white shadow-2xl outline-none',
            'sm:inset-auto sm:left-1/2 sm:top-1/2 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-md',
            'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border sm:border-line',
            className,
          )}
        >
          <div className="flex items-center justify-between gap-4 px-5 pt-4 sm:px-6 sm:pt-5">
            <RadixDialog.Title className={cx('text-xl font-bold', hideTitle && 'sr-only')}>{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t('modals.close')}
              className="ml-auto inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-panel-2 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-2"
            >
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          </div>
          <div className="flex-1 px-5 pb-6 pt-3 sm:px-6">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
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
