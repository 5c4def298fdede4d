'use client';
import type { TCryptoDepositResponse, TCurrencyCode } from '@casino/contracts';
import { t } from '@/lib/i18n';
import { useRateLimit } from '../api/get-rate-limit';
import { CopyButton } from './copy-button';
import { QrCode } from '@/components/ui/qr-code';

/** The Deposit tab: where to send the coins, as text and QR code, and the minimum-deposit warning. */
export function CryptoAddress({ deposit, currency }: { deposit: TCryptoDepositResponse; currency: TCurrencyCode }) {
  const limits = useRateLimit(currency);
  const hasTag = deposit.destinationTag !== undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-3">
        <QrCode text={deposit.address} label={t('deposit.crypto.qr', { currency })} className="size-44 rounded-lg sm:size-48" />
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-muted">{t('deposit.crypto.address', { currency })}</p>
        <p className="rounded-lg border border-line bg-bg px-3 py-2.5 font-mono text-sm break-all select-all">{deposit.address}</p>
        <CopyButton text={deposit.address} label={t('deposit.crypto.copyAddress')} />
      </div>
      {hasTag && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-muted">{t('deposit.crypto.destinationTag')}</p>
          <p className="rounded-lg border border-line bg-bg px-3 py-2.5 font-mono text-sm select-all">{deposit.destinationTag}</p>
          <CopyButton text={String(deposit.destinationTag)} label={t('deposit.crypto.copyTag')} />
          <p className="text-xs text-gold">{t('deposit.crypto.tagNote')}</p>
        </div>
      )}
      <div role="note" className="flex flex-col gap-1 rounded-lg border border-gold/40 bg-gold/10 px-3 py-2.5 text-sm text-white">
        {limits.data && <p className="font-semibold">{t('deposit.crypto.minimum', { amount: limits.data.minDeposit, currency })}</p>}
        <p>{t('deposit.crypto.warning', { currency })}</p>
      </div>
    </div>
  );
}
