import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '@/lib/cx';

type Labelled = { label: string; error?: string; hint?: ReactNode };

const CONTROL =
  'h-9 w-full rounded-md border bg-white px-2.5 text-sm text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40';

function FieldFrame({ id, label, error, hint, children }: Labelled & { id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, { error, hint }: Labelled): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** A labelled input with its hint or error under it, tied to it for screen readers. */
export function TextField({ label, error, hint, id, className, ...props }: ComponentProps<'input'> & Labelled) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint}>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { label, error, hint })}
        className={cx(CONTROL, error ? 'border-danger' : 'border-line', className)}
        {...props}
      />
    </FieldFrame>
  );
}

/** A six-digit code from an authenticator app: the number pad on phones, the one-time-code autofill. */
export function CodeField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'autoComplete'>) {
  return <TextField type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} className="font-mono" {...props} />;
}

/** A labelled native select. */
export function SelectField({ label, error, id, className, children, ...props }: ComponentProps<'select'> & Labelled) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldFrame id={selectId} label={label} error={error}>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, { label, error })}
        className={cx(CONTROL, error ? 'border-danger' : 'border-line', className)}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField({ label, error, hint, id, className, ...props }: ComponentProps<'textarea'> & Labelled) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <FieldFrame id={areaId} label={label} error={error} hint={hint}>
      <textarea
        id={areaId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, { label, error, hint })}
        className={cx(CONTROL, 'h-auto py-2', error ? 'border-danger' : 'border-line', className)}
        {...props}
      />
    </FieldFrame>
  );
}
