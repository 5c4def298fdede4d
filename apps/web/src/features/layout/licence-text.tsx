'use client';
import { t } from '@/lib/i18n';
import { useSiteConfiguration } from '@/lib/site-configuration';

/** The operator's company and licence statement from the site configuration; the built-in text until it loads. */
export function LicenceText() {
  const licenceText = useSiteConfiguration().data?.licenceText;
  if (licenceText) return <p>{licenceText}</p>;
  return (
    <>
      <p>{t('footer.company')}</p>
      <p>{t('footer.licence')}</p>
    </>
  );
}
