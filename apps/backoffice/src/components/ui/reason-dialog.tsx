import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from './alert';
import { Button } from './button';

type ReasonDialogProps = {
  title: string;
  /** The reason field's label (say who reads it). */
  label: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown under an empty reason on submit. */
  requiredMessage: string;
  isBusy?: boolean;
  /** The API's refusal, shown in the dialog. */
  error?: string | null;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
};

/** Asks for a reason before a refusal (a rejection): modal, the reason field focused, Escape cancels. */
export function ReasonDialog({
  title,
  label,
  confirmLabel,
  cancelLabel,
  requiredMessage,
  isBusy,
  error,
  onSubmit,
  onCancel,
}: ReasonDialogProps) {
  const titleId = useId();
  const fieldId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  useEffect(() => {
    fieldRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setIsMissing(true);
    onSubmit(reason.trim());
  }

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/40 p-4">
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        noValidate
        onSubmit={submit}
        className="flex w-full max-w-md flex-col gap-3 rounded-lg bg-white p-5 shadow-lg"
      >
        <h2 id={titleId} className="text-base font-semibold text-ink">
          {title}
        </h2>
        {error && <Alert>{error}</Alert>}
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-medium text-ink">
            {label}
          </label>
          <textarea
            id={fieldId}
            ref={fieldRef}
            rows={3}
            maxLength={500}
            value={reason}
            aria-invalid={isMissing || undefined}
            aria-describedby={isMissing ? `${fieldId}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setIsMissing(false);
            }}
            className="w-full rounded-md border border-line px-2.5 py-2 text-sm text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
          />
          {isMissing && (
            <p id={`${fieldId}-error`} className="text-sm text-danger">
              {requiredMessage}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="danger" isBusy={isBusy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}
