'use client';
import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { IconButton } from './icon-button';

/** Radix dropdown menu with the casino's look; Root and Trigger are Radix's own. */
export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({ className, sideOffset = 8, align = 'end', ...props }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cx(
          'z-50 min-w-52 rounded-xl border border-line bg-panel p-1.5 text-sm text-white shadow-2xl shadow-black/60',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={cx(
        'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-muted outline-none select-none',
        'data-[highlighted]:bg-panel-2 data-[highlighted]:text-white',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cx('px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cx('my-1 h-px bg-line', className)} {...props} />;
}

/** A menu opened from a square icon button (the header's and the account area's menus). */
export function IconDropdownMenu({
  label,
  icon,
  className,
  children,
  defaultOpen,
}: {
  label: string;
  icon: ReactNode;
  className?: string;
  children: ReactNode;
  /** Open on mount (a menu whose code loaded because its button was pressed). */
  defaultOpen?: boolean;
}) {
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <IconButton label={label}>{icon}</IconButton>
      </Menu.Trigger>
      <DropdownMenuContent className={className}>{children}</DropdownMenuContent>
    </Menu.Root>
  );
}
