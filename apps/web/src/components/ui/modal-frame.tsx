'use client';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';

/** How a modal panel sits on the page: a centred card (a full-screen sheet on phones), or a panel from the left edge. */
const LOOKS = {
  dialog: {
    // No backdrop blur: without a GPU it repaints on every keystroke in the search dialog.
    overlay: 'bg-black/80',
    content: cx(
      'inset-0 h-dvh w-full',
      'sm:inset-auto sm:left-1/2 sm:top-1/2 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-md',
      'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border sm:border-line',
    ),
    header: 'px-5 pt-4 sm:px-6 sm:pt-5',
    title: 'text-xl',
    close: 'size-9 hover:bg-panel-2',
    body: 'px-5 pb-6 pt-3 sm:px-6',
  },
  sheet: {
    overlay: 'bg-black/70 backdrop-blur-sm motion-safe:data-[state=open]:animate-[sheet-fade_150ms_ease-out]',
    content:
      'inset-y-0 left-0 w-[min(22rem,calc(100%-3rem))] border-r border-line motion-safe:data-[state=open]:animate-[sheet-in_200ms_ease-out]',
    header: 'h-16 shrink-0 border-b border-line px-4',
    title: 'text-lg',
    close: 'size-10 border border-line bg-panel-2',
    body: 'p-4 pb-[calc(1rem+env(safe-area-inset-bottom))]',
  },
};

export type ModalFrameProps = {
  look: keyof typeof LOOKS;
  /** Accessible name of the panel; shown as its heading unless hideTitle. */
  title: string;
  hideTitle?: boolean;
  /** Set when the body holds a DialogDescription, so it is announced with the title. */
  hasDescription?: boolean;
  onOpenAutoFocus?: (event: Event) => void;
  children: ReactNode;
  className?: string;
};

/** The modal panel inside a Radix dialog root: backdrop, heading, close button and body. Focus stays inside. */
export function ModalFrame({ look, title, hideTitle, hasDescription, onOpenAutoFocus, children, className }: ModalFrameProps) {
  const classes = LOOKS[look];
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={cx('fixed inset-0 z-50', classes.overlay)} />
      <RadixDialog.Content
        {...(hasDescription ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={onOpenAutoFocus}
        className={cx('fixed z-50 flex flex-col overflow-y-auto bg-panel text-white shadow-2xl outline-none', classes.content, className)}
      >
        <div className={cx('flex items-center justify-between gap-4', classes.header)}>
          <RadixDialog.Title className={cx('font-bold', classes.title, hideTitle && 'sr-only')}>{title}</RadixDialog.Title>
          <RadixDialog.Close
            aria-label={t('modals.close')}
            className={cx(
              'ml-auto inline-flex shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:text-white',
              'focus-visible:outline-2 focus-visible:outline-accent-2',
              classes.close,
            )}
          >
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </RadixDialog.Close>
        </div>
        <div className={cx('flex-1', classes.body)}>{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
