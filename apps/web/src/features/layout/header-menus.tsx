'use client';
import { lazy } from 'react';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { IconButton } from '@/components/ui/icon-button';
import { t } from '@/lib/i18n-site';
import { DotsIcon } from './header-icons';

// The header's dropdown menus load on first use (components/ui/deferred-menu.tsx), not with every page.
const loadMoreMenu = () => import('./more-menu');
const LoadedMoreMenu = lazy(() => loadMoreMenu().then((m) => ({ default: m.MoreMenu })));

export function MoreMenu() {
  return (
    <DeferredMenu
      menu={LoadedMoreMenu}
      preload={() => void loadMoreMenu()}
      standIn={(props) => (
        <IconButton label={t('header.more')} {...props}>
          <DotsIcon />
        </IconButton>
      )}
    />
  );
}
