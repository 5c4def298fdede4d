import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label'> & {
  /** Accessible name: an icon alone says nothing to a screen reader. */
  label: string;
};

/** A square button holding only an icon. */
export function IconButton({ label, className, type = 'button', ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cx(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-line bg-panel-2 text-muted transition-colors',
        'hover:border-accent-2 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-2',
        'data-[state=open]:border-accent-2 data-[state=open]:text-white',
        className,
      )}
      {...props}
    />
  );
}
