'use client';
import { IconDropdownMenu } from '@/components/ui/dropdown-menu';
import { t } from '@/lib/i18n';
import { DotsIcon } from './icons';
import { LinkMenuItems } from './menu-items';
import { MORE_MENU_LINKS } from './nav-links';

/** The header's three-dots menu with the help pages. */
export function MoreMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <IconDropdownMenu label={t('header.more')} icon={<DotsIcon />} defaultOpen={defaultOpen}>
      <LinkMenuItems links={MORE_MENU_LINKS} />
    </IconDropdownMenu>
  );
}
