'use client';
import Link from 'next/link';
import { useState } from 'react';
import { useSignOut } from '@/features/auth';
import { ArrowLeftIcon, DotsIcon, LogoutIcon, MenuIcon, SignOutMenuItem, SiteLogo } from '@/features/layout';
import { buttonClasses } from '@/components/ui/button';
import { DropdownMenuSeparator, IconDropdownMenu } from '@/components/ui/dropdown-menu';
import { IconButton } from '@/components/ui/icon-button';
import { Sheet } from '@/components/ui/sheet';
import { t } from '@/lib/i18n';
import { AccountNav } from './account-nav';
import { LanguageMenuGroup, LanguageSelect } from './language-selector';

/** The account header (docs/product.md, Layout): logo, "Account", Back to Casino, options (language, Sign Out), and the phone menu. */
export function AccountHeader() {
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-line bg-panel/95 backdrop-blur supports-[backdrop-filter]:bg-panel/80">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6 lg:px-8">
        <div className="lg:hidden">
          <AccountMobileMenu />
        </div>
        <SiteLogo isCompact />
        <span className="border-l border-line pl-2 text-base font-semibold text-white/90 sm:pl-3">{t('account.label')}</span>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <Link
            href="/"
            aria-label={t('account.backToCasino')}
            className={buttonClasses({ variant: 'secondary', className: 'gap-1.5 px-3' })}
          >
            <ArrowLeftIcon className="size-4" />
            {/* Phones have room for the short form only; the link's name stays the full one. */}
            <span className="sm:hidden">{t('account.backToCasinoShort')}</span>
            <span className="hidden sm:inline">{t('account.backToCasino')}</span>
          </Link>
          <AccountOptionsMenu />
        </div>
      </div>
    </header>
  );
}

function AccountOptionsMenu() {
  return (
    <IconDropdownMenu label={t('account.options')} icon={<DotsIcon />}>
      <LanguageMenuGroup />
      <DropdownMenuSeparator />
      <SignOutMenuItem />
    </IconDropdownMenu>
  );
}

/** Phones: the account pages, the language and Logout in a panel that slides in from the left. */
function AccountMobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const signOut = useSignOut();
  const close = () => setIsOpen(false);
  return (
    <Sheet
      title={t('account.menu')}
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <IconButton label={t('account.openMenu')}>
          <MenuIcon />
        </IconButton>
      }
    >
      <div className="flex flex-col gap-4">
        <AccountNav onNavigate={close} />
        <div className="border-t border-line pt-4">
          <LanguageSelect />
        </div>
        <button
          type="button"
          onClick={() => {
            close();
            void signOut();
          }}
          className="flex h-11 items-center gap-3 rounded-lg border-t border-line px-3 pt-px text-sm font-medium text-danger transition-colors hover:bg-panel-2 focus-visible:outline-2 focus-visible:outline-accent-2"
        >
          <LogoutIcon className="size-5 shrink-0" />
          {t('account.logout')}
        </button>
      </div>
    </Sheet>
  );
}
