import Link from 'next/link';
import { ProviderCarousel } from '@/features/games';
import { t } from '@/lib/i18n';
import { serverSiteConfiguration } from '@/lib/server-site-configuration';
import { AdultsOnlyIcon, LogoMark } from './icons';
import { FOOTER_GROUPS } from './nav-links';
import { RegulatorSeal } from './regulator-seal';

/**
 * Providers strip, link lists to every public page, operator and licence text, 18+ notice and the
 * regulator's seal. Who the operator is comes from the site configuration (nothing is said when it
 * cannot be read).
 */
export async function SiteFooter() {
  const operator = (await serverSiteConfiguration())?.operator;
  return (
    <footer className="mt-16 border-t border-line bg-panel">
      <section aria-label={t('footer.providers')} className="border-b border-line">
        <ProviderCarousel />
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 md:grid-cols-[1.3fr_2fr]">
        <div className="flex flex-col gap-4">
          <Link href="/" className="flex w-fit items-center gap-2 text-xl font-extrabold tracking-tight">
            <LogoMark className="size-8" />
            {t('site.name')}
          </Link>
          <p className="text-sm leading-relaxed text-muted">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.linksLabel')} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {FOOTER_GROUPS.map((group) => (
            <div key={group.titleKey}>
              <h2 className="mb-3 text-xs font-bold tracking-widest text-white uppercase">{t(group.titleKey)}</h2>
              <ul className="flex flex-col gap-2">
                {group.links.map(({ href, labelKey }) => (
                  <li key={href}>
                    <Link href={href} className="text-sm text-muted transition-colors hover:text-white">
                      {t(labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>

      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-8 sm:flex-row sm:items-start sm:px-6">
          <div className="flex shrink-0 items-start gap-4">
            <AdultsOnlyIcon aria-label={t('footer.adultsOnly')} className="size-12 shrink-0 text-white" />
            <RegulatorSeal label={t('footer.regulatorSeal')} />
          </div>
          <div className="flex flex-col gap-3 text-xs leading-relaxed text-muted">
            {operator ? (
              <>
                <p>{t('footer.company', { site: t('site.name'), ...operator })}</p>
                <p>{t('footer.licence', operator)}</p>
              </>
            ) : null}
            <p>{t('footer.ageNotice')}</p>
            {operator ? (
              <p className="text-muted/80">
                {t('footer.copyright', { year: new Date().getFullYear(), companyName: operator.companyName })}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </footer>
  );
}
