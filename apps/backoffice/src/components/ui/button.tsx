import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-strong',
  secondary: 'border border-line bg-white text-ink hover:bg-canvas',
  danger: 'bg-danger text-white hover:brightness-110',
  ghost: 'text-ink-soft hover:bg-canvas hover:text-ink',
};

type Size = 'md' | 'sm';

const SIZES: Record<Size, string> = { md: 'h-9 px-3 text-sm', sm: 'h-7 px-2 text-xs' };

/** The button look, for links that should read as buttons; `sm` for actions inside a table row. */
export function buttonClasses(variant: Variant = 'primary', className?: string, size: Size = 'md'): string {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    SIZES[size],
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50',
    VARIANTS[variant],
    className,
  );
}

/** A button; `isBusy` disables it and says so to screen readers while its action runs. */
export function Button({
  variant,
  size,
  isBusy = false,
  className,
  type = 'button',
  disabled,
  ...props
}: ComponentProps<'button'> & { variant?: Variant; size?: Size; isBusy?: boolean }) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, className, size)}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      {...props}
    />
  );
}
