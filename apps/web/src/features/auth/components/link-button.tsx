import type { ReactNode } from 'react';

/** A text-looking button that moves between the auth dialogs. */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="font-semibold text-accent-2 underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
    >
      {children}
    </button>
  );
}
