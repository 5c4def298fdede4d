'use client';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';

export type SheetProps = {
  /** Accessible name of the panel; shown as its heading unless hideTitle. */
  title: string;
  hideTitle?: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The button that opens it (Radix wires aria-expanded and gives focus back on close). */
  trigger: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * A panel that slides in from the left edge over a dimmed page (mobile menus). A modal dialog:
 * focus stays inside, Escape or a click on the backdrop closes it.
 */
export function Sheet({ title, hideTitle, isOpen, onOpenChange, trigger, children, className }: SheetProps) {
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm motion-safe:data-[state=open]:animate-[sheet-fade_150ms_ease-out]" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className={cx(
            'fixed inset-y-0 left-0 z-50 flex w-[min(22rem,calc(100%-3rem))] flex-col overflow-y-auto border-r border-line bg-panel text-white shadow-2xl outline-none',
            'motion-safe:data-[state=open]:animate-[sheet-in_200ms_ease-out]',
            className,
          )}
        >
          <div className="flex h-16 shrink-0 items-center justify-between gap-4 border-b border-line px-4">
            <RadixDialog.Title className={cx('text-lg font-bold', hideTitle && 'sr-only')}>{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t('modals.close')}
              className="ml-auto inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-line bg-panel-2 text-muted transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-accent-2"
            >
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          </div>
          <div className="flex-1 p-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
