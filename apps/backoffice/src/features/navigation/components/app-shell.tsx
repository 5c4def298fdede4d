import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SignOutButton, useMember } from '@/features/session';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { NavLinks } from './nav-links';

const MENU_ID = 'console-menu';

/**
 * The signed-in frame: on a wide screen the menu stays on the left; on a phone a top bar holds a menu button that
 * opens it over the page (a choice closes it).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const member = useMember();
  const [isMenuOpen, setMenuOpen] = useState(false);

  return (
    <div className="min-h-dvh bg-canvas lg:flex">
      <header className="sticky top-0 z-30 flex h-12 items-center justify-between border-b border-line bg-white px-3 lg:hidden">
        <span className="text-sm font-semibold text-ink">{t('app.name')}</span>
        <Button variant="ghost" aria-expanded={isMenuOpen} aria-controls={MENU_ID} onClick={() => setMenuOpen((open) => !open)}>
          {t('nav.menu')}
        </Button>
      </header>
      <nav
        id={MENU_ID}
        aria-label={t('nav.label')}
        className={cx(
          'flex-col gap-4 border-line bg-white p-3',
          'fixed inset-x-0 top-12 bottom-0 z-20 overflow-y-auto border-t lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-56 lg:shrink-0 lg:border-t-0 lg:border-r',
          isMenuOpen ? 'flex' : 'hidden',
        )}
      >
        <span className="hidden px-3 pt-1 text-sm font-semibold text-ink lg:block">{t('app.name')}</span>
        <NavLinks onNavigate={() => setMenuOpen(false)} />
        <div className="mt-auto flex flex-col gap-2 border-t border-line pt-3">
          <p className="truncate px-3 text-xs text-ink-soft" title={member.email}>
            {member.email}
          </p>
          <SignOutButton variant="ghost" />
        </div>
      </nav>
      <main className="min-w-0 flex-1 p-4 lg:p-6">{children}</main>
    </div>
  );
}
