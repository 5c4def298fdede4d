import { t } from '@/lib/i18n';

const FLUENT_EMOJI = 'https://github.com/microsoft/fluentui-emoji';
const FLUENT_EMOJI_LICENCE = 'https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE';

const linkClasses = 'text-accent-2 underline hover:text-white';

/** The attribution the game art's licence asks for (ASSETS-LICENSES.md lists every source). */
export function ArtCredits() {
  return (
    <section aria-labelledby="art-credits" className="mt-10 border-t border-line pt-6 text-sm text-muted">
      <h2 id="art-credits" className="mb-3 text-lg font-bold text-white">
        {t('pages.aboutUs.credits.title')}
      </h2>
      <p>
        {t('pages.aboutUs.credits.art')}{' '}
        <a href={FLUENT_EMOJI} target="_blank" rel="noopener noreferrer" className={linkClasses}>
          {t('pages.aboutUs.credits.artSet')}
        </a>{' '}
        {t('pages.aboutUs.credits.artLicence')}{' '}
        <a href={FLUENT_EMOJI_LICENCE} target="_blank" rel="noopener noreferrer" className={linkClasses}>
          {t('pages.aboutUs.credits.mitLicence')}
        </a>
        .
      </p>
      <p className="mt-2">{t('pages.aboutUs.credits.sound')}</p>
    </section>
  );
}
