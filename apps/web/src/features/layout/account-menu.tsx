'use client';
import { DropdownMenu, DropdownMenuContent, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { ACCOUNT_MENU_TRIGGER_CLASSES, AccountMenuLabel } from './account-menu-trigger';
import { LinkMenuItems, SignOutMenuItem } from './menu-items';
import { ACCOUNT_MENU_LINKS } from './nav-links';

/** "Hi, {first name}" menu: My Account, Promotions, Wallet, Sign Out. */
export function AccountMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={ACCOUNT_MENU_TRIGGER_CLASSES}>
        <AccountMenuLabel />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <LinkMenuItems links={ACCOUNT_MENU_LINKS} />
        <DropdownMenuSeparator />
        <SignOutMenuItem />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
