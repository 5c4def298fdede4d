'use client';
import { useMemo } from 'react';
import { LoadingState } from '@/components/ui/query-status';
import { t } from '@/lib/i18n';
import { useRuntimeConfig } from '@/lib/runtime-config-context';
import { useMifinityDeposit } from '../api/create-mifinity-deposit';
import { mifinityWidgetUrl, widgetHost } from '../lib/widget-host';
import { bonusRequestFields } from '../lib/bonus-choice';
import { depositRefusal } from '../lib/deposit-refusal';
import type { FiatDeposit } from '../lib/fiat-deposit';
import { PaymentFailed } from './jeton-payment';
import { useStartPayment } from './use-start-payment';

/** The second e-wallet: its payment widget, embedded, opened with the deposit's initialization token. */
export function MifinityPayment({ deposit }: { deposit: FiatDeposit }) {
  const mifinity = useMifinityDeposit();
  // The server's settings, read per request; empty means the site's own origin (see lib/widget-host.ts).
  const { mifinityDemoHost: demoHost, mifinitySecureHost: secureHost } = useRuntimeConfig();
  const host = useMemo(() => widgetHost(window.location, { demoHost, secureHost }), [demoHost, secureHost]);
  const start = () =>
    mifinity.mutate({
      language: 'en',
      amount: deposit.amount,
      currency: deposit.currency,
      promotionCoupon: deposit.promotionCoupon || undefined,
      ...bonusRequestFields(deposit),
    });
  useStartPayment(start);

  if (mifinity.isError) return <PaymentFailed reason={depositRefusal(mifinity.error)} onRetry={start} />;
  if (!mifinity.data) return <LoadingState label={t('deposit.fiat.preparing')} />;
  return (
    <iframe
      title={t('deposit.fiat.mifinityFrame')}
      src={mifinityWidgetUrl(host, mifinity.data.initializationToken)}
      className="h-[32rem] w-full rounded-lg border border-line bg-white"
    />
  );
}
