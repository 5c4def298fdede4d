'use client';
import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

/** A set of mutually exclusive choices inside a DropdownMenuContent (e.g. the language). */
export const DropdownMenuRadioGroup = Menu.RadioGroup;

/** One choice of a DropdownMenuRadioGroup; the chosen one carries a check mark. */
export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem
      className={cx(
        'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-muted outline-none select-none',
        'data-[highlighted]:bg-panel-2 data-[highlighted]:text-white data-[state=checked]:text-white',
        className,
      )}
      {...props}
    >
      <span className="inline-flex size-4 items-center justify-center">
        <Menu.ItemIndicator>
          <svg viewBox="0 0 24 24" className="size-4 text-accent-2" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
            <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Menu.ItemIndicator>
      </span>
      {children}
    </Menu.RadioItem>
  );
}
