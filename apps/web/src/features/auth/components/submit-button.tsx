import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The form's main button: disabled with a spinner while the form is being processed. */
export function SubmitButton({ isBusy, children }: { isBusy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={isBusy} aria-busy={isBusy}>
      {isBusy && <Spinner />}
      {children}
    </Button>
  );
}

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
