'use client';
import Link from 'next/link';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { IconButton } from '@/components/ui/icon-button';
import { t } from '@/lib/i18n';
import { DotsIcon } from './icons';
import { MORE_MENU_LINKS } from './nav-links';

/** The header's three-dots menu with the help pages. */
export function MoreMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={t('header.more')}>
          <DotsIcon />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {MORE_MENU_LINKS.map(({ href, labelKey, icon: Icon }) => (
          <DropdownMenuItem key={href} asChild>
            <Link href={href}>
              {Icon ? <Icon className="size-4" /> : null}
              {t(labelKey)}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
