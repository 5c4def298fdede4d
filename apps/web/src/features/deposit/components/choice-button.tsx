import type { ReactNode } from 'react';

/** A full-width choice: a name and a line of detail under it. */
export function ChoiceButton({
  title,
  children,
  onClick,
  isBusy,
  disabled,
}: {
  title: ReactNode;
  children: ReactNode;
  onClick: () => void;
  isBusy?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      className="flex w-full items-center justify-between gap-3 rounded-xl border border-line bg-panel-2 px-4 py-3 text-left transition-colors hover:border-accent-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-2 disabled:opacity-60"
    >
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="font-semibold text-white">{title}</span>
        <span className="text-xs text-muted">{children}</span>
      </span>
      <svg viewBox="0 0 24 24" className="size-5 shrink-0 text-muted" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
