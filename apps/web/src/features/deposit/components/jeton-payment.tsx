'use client';
import { Button, buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/query-status';
import { useProfile } from '@/features/profile';
import { t } from '@/lib/i18n';
import { useJetonDeposit } from '../api/create-jeton-deposit';
import { bonusRequestFields } from '../lib/bonus-choice';
import { depositRefusal } from '../lib/deposit-refusal';
import type { FiatDeposit } from '../lib/fiat-deposit';
import { canDrawQr, QrCode } from '@/components/ui/qr-code';
import { useStartPayment } from './use-start-payment';

/** The QR e-wallet (Jeton checkout): a QR code for the phone app, or its payment page. */
export function JetonPayment({ deposit }: { deposit: FiatDeposit }) {
  const profile = useProfile();
  const jeton = useJetonDeposit();
  const start = () =>
    jeton.mutate({
      email: profile.data?.email ?? '',
      amount: deposit.amount,
      currency: deposit.currency,
      promotionCoupon: deposit.promotionCoupon || undefined,
      ...bonusRequestFields(deposit),
      language: 'en',
    });
  useStartPayment(start);

  if (jeton.isError) return <PaymentFailed reason={depositRefusal(jeton.error)} onRetry={start} />;
  if (!jeton.data) return <LoadingState label={t('deposit.fiat.preparing')} />;
  const { redirectUrl, qr } = jeton.data;
  // The answer's qr is the text to encode; one too long for a QR code gives way to the page's address.
  const qrText = qr && canDrawQr(qr) ? qr : redirectUrl;
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p className="text-sm text-muted">{t('deposit.fiat.jetonScan')}</p>
      <QrCode text={qrText} label={t('deposit.fiat.jetonQr')} className="size-56 rounded-lg" />
      <a href={redirectUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        {t('deposit.fiat.jetonOpen')}
      </a>
    </div>
  );
}

/** The payment could not start: the API's reason when it gave one the player can act on (a limit reached), ours otherwise. */
export function PaymentFailed({ reason, onRetry }: { reason?: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-danger/40 bg-danger/10 px-4 py-6 text-center">
      <p className="text-sm text-white">{reason ?? t('deposit.fiat.paymentFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('deposit.fiat.tryAgain')}
      </Button>
    </div>
  );
}
