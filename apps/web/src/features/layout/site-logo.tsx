import Link from 'next/link';
import { t } from '@/lib/i18n-site';
import { cx } from '@/lib/cx';
import { LogoMark } from './header-icons';

/** Brand link to the home page. `compact` hides the word on phones, keeping the accessible name. */
export function SiteLogo({ isCompact = false, onClick }: { isCompact?: boolean; onClick?: () => void }) {
  return (
    <Link
      href="/"
      aria-label={t('site.name')}
      onClick={onClick}
      className="flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent-2"
    >
      <LogoMark className="size-8" />
      <span className={cx('text-xl font-extrabold tracking-tight', isCompact && 'hidden sm:inline')}>{t('site.name')}</span>
    </Link>
  );
}
