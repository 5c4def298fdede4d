'use client';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

export type SwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'role' | 'aria-checked'> & {
  isChecked: boolean;
  /** Called with the state the player asked for; the owner decides when `isChecked` follows. */
  onCheckedChange: (isChecked: boolean) => void;
  isBusy?: boolean;
};

/** An on/off toggle (role switch). Name it with a <label htmlFor> or aria-label. */
export function Switch({ isChecked, onCheckedChange, isBusy, disabled, className, type = 'button', ...props }: SwitchProps) {
  return (
    <button
      type={type}
      role="switch"
      aria-checked={isChecked}
      aria-busy={isBusy || undefined}
      disabled={disabled || isBusy}
      onClick={() => onCheckedChange(!isChecked)}
      className={cx(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-2 disabled:cursor-not-allowed disabled:opacity-60',
        isChecked ? 'border-accent-2 bg-accent' : 'border-line bg-panel-2',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cx(
          'inline-block size-5 rounded-full bg-white shadow transition-transform',
          isChecked ? 'translate-x-6' : 'translate-x-1',
          isBusy && 'animate-pulse',
        )}
      />
    </button>
  );
}
