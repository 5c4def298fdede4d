'use client';
import { DropdownMenu, DropdownMenuContent, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useAuth } from '@/features/auth';
import { t } from '@/lib/i18n';
import { firstName } from './first-name';
import { ChevronDownIcon } from './icons';
import { LinkMenuItems, SignOutMenuItem } from './menu-items';
import { ACCOUNT_MENU_LINKS } from './nav-links';

/** "Hi, {first name}" menu: My Account, Promotions, Wallet, Sign Out. */
export function AccountMenu() {
  const { user } = useAuth();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="group inline-flex h-10 max-w-48 items-center gap-1.5 rounded-lg border border-line bg-panel-2 px-3 text-sm font-semibold text-white transition-colors hover:border-accent-2 focus-visible:outline-2 focus-visible:outline-accent-2 data-[state=open]:border-accent-2">
        <span className="truncate">{t('header.greeting', { name: firstName(user?.name) })}</span>
        <ChevronDownIcon className="size-4 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <LinkMenuItems links={ACCOUNT_MENU_LINKS} />
        <DropdownMenuSeparator />
        <SignOutMenuItem />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
