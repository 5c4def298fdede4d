import { t } from '@/lib/i18n';
import { LogoMark } from './icons';

/** The full-screen logo screen (SPEC.md §2), shown while the site cannot render yet. */
export function LogoOverlay() {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('layout.loading')}
      className="fixed inset-0 z-[200] flex flex-col items-center justify-center gap-4 bg-bg"
    >
      <LogoMark className="size-20 motion-safe:animate-pulse" />
      <span className="text-2xl font-extrabold tracking-tight">{t('site.name')}</span>
    </div>
  );
}
