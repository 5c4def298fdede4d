import { t } from '@/lib/i18n';

const PARTS = ['formatMessage', 'formatAddress', 'formatChain'] as const;

/** How the published reserves are checked, by the page or by anyone with any secp256k1 library and the chain. */
export function ReservesFormat() {
  return (
    <section aria-labelledby="reserves-format" className="flex flex-col gap-3">
      <h2 id="reserves-format" className="text-2xl font-bold tracking-tight">
        {t('liabilities.reserves.formatTitle')}
      </h2>
      <p className="max-w-3xl text-white/85">{t('liabilities.reserves.formatIntro')}</p>
      {PARTS.map((part) => (
        <p key={part} className="max-w-3xl text-sm break-words text-muted">
          {t(`liabilities.reserves.${part}`)}
        </p>
      ))}
    </section>
  );
}
