'use client';
import Link from 'next/link';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/features/auth';
import { t } from '@/lib/i18n-site';
import { LogoutIcon } from './icons';
import type { NavLink } from './nav-links';

/** Dropdown entries that lead to pages. */
export function LinkMenuItems({ links }: { links: NavLink[] }) {
  return links.map(({ href, labelKey, icon: Icon }) => (
    <DropdownMenuItem key={href} asChild>
      <Link href={href}>
        {Icon ? <Icon className="size-4" /> : null}
        {t(labelKey)}
      </Link>
    </DropdownMenuItem>
  ));
}

/** The Sign Out entry of a signed-in player's menus. */
export function SignOutMenuItem() {
  const signOut = useSignOut();
  return (
    <DropdownMenuItem onSelect={() => void signOut()}>
      <LogoutIcon className="size-4" />
      {t('header.signOut')}
    </DropdownMenuItem>
  );
}
