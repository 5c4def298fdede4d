'use client';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '@/lib/cx';

const control =
  'h-11 w-full rounded-lg border bg-bg px-3 text-sm text-white placeholder:text-muted/70 transition-colors ' +
  'focus:outline-none focus-visible:ring-2';

// An invalid field stays red when hovered or focused: a failed submit focuses the first invalid one.
function controlClasses(error: string | undefined, className?: string) {
  return cx(
    control,
    error
      ? 'border-danger focus-visible:ring-danger/40'
      : 'border-line hover:border-accent-2 focus:border-accent-2 focus-visible:ring-accent/40',
    className,
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-danger">
      {message}
    </p>
  );
}

type Labelled = { label: string; error?: string };

/** A labelled text input with its error message under it; `hint` says what to enter, read out with the field. */
export function TextField({ label, error, hint, id, className, ...props }: ComponentProps<'input'> & Labelled & { hint?: string }) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-muted">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={controlClasses(error, className)}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type PresetProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>;

/** An e-mail address: the e-mail keyboard on phones; autoComplete says which address (email, username). */
export function EmailField(props: PresetProps) {
  return <TextField type="email" inputMode="email" {...props} />;
}

/** A password; `isNew` has password managers offer a fresh one instead of filling the saved one. */
export function PasswordField({ isNew = false, ...props }: Omit<PresetProps, 'autoComplete'> & { isNew?: boolean }) {
  return <TextField type="password" autoComplete={isNew ? 'new-password' : 'current-password'} {...props} />;
}

/** A search box: the search keyboard key on phones, no suggestions from earlier entries. */
export function SearchField(props: PresetProps) {
  return <TextField type="search" autoComplete="off" {...props} />;
}

/** A labelled native select (keyboard, screen readers and phone pickers work as people expect). */
export function SelectField({ label, error, id, className, children, ...props }: ComponentProps<'select'> & Labelled) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={selectId} className="text-sm font-medium text-muted">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(controlClasses(error, className), 'bg-[#0f1630] [&>option]:bg-[#0f1630]')}
        {...props}
      >
        {children}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A checkbox whose label may hold links. */
export function CheckboxField({
  label,
  error,
  id,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; error?: string }) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx('mt-0.5 size-5 shrink-0 cursor-pointer accent-accent', className)}
          {...props}
        />
        <label htmlFor={inputId} className="cursor-pointer text-sm leading-snug text-white/90">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
