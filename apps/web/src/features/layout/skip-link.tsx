import { t } from '@/lib/i18n-site';

/** The first stop of the keyboard: jumps past the header and menus to the page (#main). */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-accent px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('layout.skipToContent')}
    </a>
  );
}
