'use client';
import { BUY_CRYPTO_PROVIDERS, type TCryptoDepositResponse, type TCurrencyCode } from '@casino/contracts';
import { t } from '@/lib/i18n';
import { updateSession } from '../lib/deposit-session';
import { ChoiceButton } from './choice-button';
import { StepHeader } from './step-header';

type Widgets = TCryptoDepositResponse['buyCryptoWidgets'];

/** The Buy crypto tab: the providers (fee, time, verification), then the chosen one's widget in a frame. */
export function BuyCrypto({ widgets, currency, provider }: { widgets: Widgets; currency: TCurrencyCode; provider: string | undefined }) {
  const chosen = BUY_CRYPTO_PROVIDERS.find((p) => p.id === provider);
  if (chosen) {
    const url = widgets.find((w) => w.provider === chosen.id)?.url;
    return (
      <div className="flex flex-col">
        <StepHeader onBack={() => updateSession({ buyProvider: undefined })} backLabel={t('deposit.crypto.backToProviders')}>
          {chosen.name}
        </StepHeader>
        {url ? (
          <iframe
            title={t('deposit.crypto.providerFrame', { provider: chosen.name })}
            src={url}
            className="h-[34rem] w-full rounded-lg border border-line bg-white"
          />
        ) : (
          <p role="alert" className="rounded-lg bg-panel-2 px-4 py-3 text-sm">
            {t('deposit.crypto.noWidget')}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('deposit.crypto.providers', { currency })}</p>
      <ul className="flex flex-col gap-2">
        {BUY_CRYPTO_PROVIDERS.map((p) => (
          <li key={p.id}>
            <ChoiceButton title={p.name} onClick={() => updateSession({ buyProvider: p.id })}>
              {[
                t('deposit.crypto.providerFee', { fee: p.feePercent }),
                t('deposit.crypto.providerTime', { minutes: p.minutes }),
                t('deposit.crypto.providerVerification', { eur: p.verificationAboveEur }),
              ].join(' · ')}
            </ChoiceButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
